import { useId, type Dispatch, type Ref } from 'react';
import { FormField } from '#ds/forms/FormField';
import { useT } from '#ds/i18n';
import {
  StyledAffix,
  StyledInput,
  StyledMethodPanel,
  StyledUrl,
  StyledUrlPreview,
  StyledUrlPreviewLabel,
} from './VideoWizard.styles';
import type { VideoWizardAction, VideoWizardState } from './videoWizardReducer';

const problemKeys = {
  required: 'videoWizard.customUrl.required',
  invalid: 'videoWizard.customUrl.invalid',
  taken: 'videoWizard.customUrl.taken',
  checkFailed: 'common.somethingWentWrong',
} as const;

/** The address a slug gets: `baseUrl` and the slug, with exactly one slash between them. */
export function customUrlOf(baseUrl: string, slug: string): string {
  return `${baseUrl.replace(/\/+$/, '')}/${slug}`;
}

export type CustomUrlStepProps = {
  state: VideoWizardState;
  dispatch: Dispatch<VideoWizardAction>;
  baseUrl: string;
  inputRef: Ref<HTMLInputElement>;
  /** The person typed: the wizard looks the slug up once typing pauses. */
  onSlugTyped?: (slug: string) => void;
};

/**
 * Step 2: the custom URL, checked against the slug rule here, and by the server while the person
 * types and again on Next.
 */
export function CustomUrlStep({
  state,
  dispatch,
  baseUrl,
  inputRef,
  onSlugTyped,
}: CustomUrlStepProps) {
  const t = useT();
  const id = useId();
  const prefix = customUrlOf(baseUrl, '');
  const free = state.checkedSlug !== null && state.checkedSlug === state.slug && !state.slugProblem;
  return (
    <StyledMethodPanel>
      <FormField
        id={`${id}-slug`}
        label={t('videoWizard.customUrl.label')}
        hint={t(free ? 'videoWizard.customUrl.available' : 'videoWizard.customUrl.hint')}
        error={state.slugProblem ? t(problemKeys[state.slugProblem]) : undefined}
        required
      >
        {(control) => (
          <StyledAffix>
            <span aria-hidden="true">{prefix}</span>
            <StyledInput
              {...control}
              ref={inputRef}
              type="text"
              autoComplete="off"
              autoCapitalize="none"
              autoCorrect="off"
              spellCheck={false}
              value={state.slug}
              readOnly={state.checkingSlug}
              onChange={(event) => {
                dispatch({ type: 'editSlug', slug: event.target.value });
                onSlugTyped?.(event.target.value);
              }}
            />
          </StyledAffix>
        )}
      </FormField>
      {/* The busy button shows a spinner; this tells screen readers what is happening. */}
      <span className="visually-hidden" role="status">
        {state.checkingSlug
          ? t('videoWizard.customUrl.checking')
          : free
            ? t('videoWizard.customUrl.available')
            : ''}
      </span>
      <StyledUrlPreview>
        <StyledUrlPreviewLabel id={`${id}-preview`}>
          {t('videoWizard.customUrl.previewLabel')}
        </StyledUrlPreviewLabel>
        <StyledUrl aria-labelledby={`${id}-preview`}>
          {prefix}
          <strong>{state.slug || '…'}</strong>
        </StyledUrl>
      </StyledUrlPreview>
    </StyledMethodPanel>
  );
}
