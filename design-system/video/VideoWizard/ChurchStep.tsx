import { useId, type Dispatch } from 'react';
import { Icon } from '#ds/display/Icon';
import { InlineAlert } from '#ds/feedback/InlineAlert';
import { useT } from '#ds/i18n';
import { CopyField } from '../CopyField';
import {
  StyledChoiceHint,
  StyledChoiceTitle,
  StyledChurchChoice,
  StyledChurches,
  StyledDone,
  StyledDoneMark,
  StyledFieldset,
  StyledFullWidth,
  StyledLegend,
  StyledMethodPanel,
  StyledMuted,
  StyledRadioMark,
} from './VideoWizard.styles';
import type { VideoWizardAction, VideoWizardState } from './videoWizardReducer';

/** A church the video can be connected to. */
export type WizardChurch = {
  id: string;
  name: string;
  /** A second line: city, campus. */
  detail?: string;
};

export type ChurchStepProps = {
  state: VideoWizardState;
  dispatch: Dispatch<VideoWizardAction>;
  churches: readonly WizardChurch[];
  /** Set after a Finish without a choice. */
  missingChoice: boolean;
  url: string;
};

/** Step 4: pick or confirm the church, then the finished state with the link to share. */
export function ChurchStep({ state, dispatch, churches, missingChoice, url }: ChurchStepProps) {
  const t = useT();
  const id = useId();
  const errorId = `${id}-error`;

  if (state.finished) {
    const church = churches.find((item) => item.id === state.churchId);
    return (
      <StyledDone>
        <StyledDoneMark aria-hidden="true">
          <Icon name="check" size="large" />
        </StyledDoneMark>
        <StyledMuted>
          {church
            ? t('videoWizard.church.done', { church: church.name })
            : t('videoWizard.church.doneNoChurch')}
        </StyledMuted>
        <StyledFullWidth>
          <CopyField label={t('videoWizard.church.shareLabel')} value={url} />
        </StyledFullWidth>
      </StyledDone>
    );
  }

  return (
    <StyledMethodPanel>
      <InlineAlert tone="success" title={t('videoWizard.church.saved')} />
      {churches.length === 0 ? (
        <InlineAlert tone="info" title={null} description={t('videoWizard.church.none')} />
      ) : (
        <StyledFieldset
          aria-describedby={missingChoice ? errorId : undefined}
          aria-invalid={missingChoice || undefined}
          role="radiogroup"
          disabled={state.finishing}
        >
          <StyledLegend>{t('videoWizard.church.legend')}</StyledLegend>
          <StyledChurches>
            {churches.map((church) => (
              <StyledChurchChoice key={church.id}>
                <input
                  className="visually-hidden"
                  type="radio"
                  name={`${id}-church`}
                  value={church.id}
                  checked={state.churchId === church.id}
                  onChange={() => dispatch({ type: 'chooseChurch', churchId: church.id })}
                />
                <StyledRadioMark aria-hidden="true" />
                <StyledChoiceTitle>{church.name}</StyledChoiceTitle>
                {church.detail && <StyledChoiceHint>{church.detail}</StyledChoiceHint>}
              </StyledChurchChoice>
            ))}
          </StyledChurches>
        </StyledFieldset>
      )}
      {missingChoice && (
        <InlineAlert
          id={errorId}
          tone="critical"
          title={null}
          description={t('videoWizard.church.required')}
        />
      )}
      {state.finishFailed && <InlineAlert tone="critical" />}
    </StyledMethodPanel>
  );
}
