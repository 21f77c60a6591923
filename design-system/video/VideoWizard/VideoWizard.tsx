import { useEffect, useReducer, useRef, useState, type FormEvent, type Ref } from 'react';
import { Button } from '#ds/actions/Button';
import { Icon } from '#ds/display/Icon';
import { Stepper } from '#ds/display/Stepper';
import { ConfirmDialog } from '#ds/feedback/ConfirmDialog';
import { useT, type MessageKey } from '#ds/i18n';
import type { ThumbnailFrame } from '../ThumbnailPicker';
import type { CameraProblem } from './CameraRecorder';
import { ChurchStep, type WizardChurch } from './ChurchStep';
import { ConfirmStep } from './ConfirmStep';
import { CustomUrlStep, customUrlOf } from './CustomUrlStep';
import { VideoStep } from './VideoStep';
import {
  StyledBody,
  StyledFooter,
  StyledHeader,
  StyledHeading,
  StyledIntro,
  StyledPanel,
  StyledWizard,
} from './VideoWizard.styles';
import {
  createVideoWizardState,
  isBusy,
  slugProblemOf,
  videoWizardReducer,
  videoWizardSteps,
  type VideoChoice,
  type VideoMethod,
  type VideoWizardState,
  type VideoWizardStep,
} from './videoWizardReducer';

/** What Save all hands over. */
export type VideoDraft = {
  video: VideoChoice;
  slug: string;
  /** The full custom URL. */
  url: string;
  /** The chosen thumbnail as a data URL, or null (embedded videos keep their own). */
  thumbnail: string | null;
  /** The moment the chosen thumbnail shows, in seconds, or null. */
  posterSeconds: number | null;
};

/** Save all's answer: saved, or the custom URL was taken meanwhile (back to step 2). */
export type VideoSaveOutcome = void | 'slugTaken';

export type VideoWizardProps = {
  /** Where custom URLs live, e.g. `https://stories.example.org/`; the slug follows. */
  baseUrl: string;
  /** Churches the video can be connected to in step 4. */
  churches?: readonly WizardChurch[];
  /** The church suggested in step 4 (the user's own): the user only confirms it. */
  defaultChurchId?: string;
  /** The custom URL offered first (e.g. made from the church's or person's name). */
  suggestedSlug?: string;
  /** Asks the server whether a slug is free; without it every well-formed slug is accepted. */
  onCheckSlug?: (slug: string) => Promise<'available' | 'taken'>;
  /**
   * Save all: store the video, thumbnail and URL. Reject to show `saveError` (or 'Something
   * went wrong!'); resolve with 'slugTaken' to send the person back to pick another URL.
   */
  onSave: (draft: VideoDraft) => Promise<VideoSaveOutcome> | VideoSaveOutcome;
  /** While saving: how much of the file has been sent, 0 to 100 (an upload's progress). */
  saveProgress?: number | null;
  /** Why the last save failed, in the person's words (e.g. 'This file is not a video.'). */
  saveError?: string;
  /** Finish: connect the saved video to the church. Reject to show the error. */
  onFinish: (churchId: string | null) => Promise<void> | void;
  /** The ways offered in step 1, in order. */
  methods?: readonly VideoMethod[];
  /** Frames to pick the thumbnail from, made elsewhere (the server, or stories); otherwise
   * they are taken from a recording or upload in the browser. */
  thumbnailFrames?: ThumbnailFrame[];
  /** Opens the camera; `getUserMedia` by default. */
  getCameraStream?: () => Promise<MediaStream>;
  /** Show this camera problem instead of asking for the camera (stories). */
  cameraProblem?: CameraProblem;
  /** Recording stops by itself after this many seconds. */
  maxRecordingSeconds?: number;
  /** The largest upload allowed, in bytes. */
  maxUploadSize?: number;
  /** Where the wizard starts (stories start on any step this way). */
  initialState?: Partial<VideoWizardState>;
  ref?: Ref<HTMLElement>;
};

const headings: Record<VideoWizardStep, { heading: MessageKey; intro: MessageKey }> = {
  video: { heading: 'videoWizard.video.heading', intro: 'videoWizard.video.intro' },
  customUrl: { heading: 'videoWizard.customUrl.heading', intro: 'videoWizard.customUrl.intro' },
  confirm: { heading: 'videoWizard.confirm.heading', intro: 'videoWizard.confirm.intro' },
  church: { heading: 'videoWizard.church.heading', intro: 'videoWizard.church.intro' },
};

const allMethods: readonly VideoMethod[] = ['record', 'upload', 'embed'];

/** How long typing pauses before the custom URL is looked up. */
const SLUG_LOOKUP_DELAY_MS = 400;

/**
 * The four-step video flow of the spec (section 4), used for 'Share my Jesus story' and the
 * pastor's welcome video: (1) record, upload or embed, (2) custom URL, (3) confirmation with
 * thumbnail, Redo all and Save all, (4) connect the church. Presentational: requests go out
 * through the callbacks, and the state lives in a pure reducer (`videoWizardReducer`).
 */
export function VideoWizard({
  baseUrl,
  churches = [],
  defaultChurchId,
  suggestedSlug,
  onCheckSlug,
  onSave,
  onFinish,
  methods = allMethods,
  thumbnailFrames,
  getCameraStream,
  cameraProblem,
  maxRecordingSeconds,
  maxUploadSize,
  saveProgress,
  saveError,
  initialState,
  ref,
}: VideoWizardProps) {
  const t = useT();
  const [state, dispatch] = useReducer(videoWizardReducer, undefined, () =>
    createVideoWizardState({
      churchId: defaultChurchId ?? null,
      slug: suggestedSlug ?? '',
      ...initialState,
    }),
  );
  const [confirmingRedo, setConfirmingRedo] = useState(false);
  const [missingChurch, setMissingChurch] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const slugInput = useRef<HTMLInputElement>(null);
  const running = useRef(false);

  const url = customUrlOf(baseUrl, state.slug);
  const busy = isBusy(state);
  const view = state.finished ? 'done' : state.step;

  // A new step (or the finished view) takes focus at its heading, so keyboard and screen-reader
  // users start at the top of what changed. The first render keeps focus where it is.
  const shownView = useRef(view);
  useEffect(() => {
    if (shownView.current === view) return;
    shownView.current = view;
    heading.current?.focus();
  }, [view]);

  // A slug problem after Next puts the cursor back in the field, where the error is read out.
  const slugProblem = state.slugProblem;
  const shownSlugProblem = useRef(slugProblem);
  useEffect(() => {
    if (shownSlugProblem.current === slugProblem) return;
    shownSlugProblem.current = slugProblem;
    if (slugProblem) slugInput.current?.focus();
  }, [slugProblem]);

  // The custom URL is looked up while the person types (after a pause of SLUG_LOOKUP_DELAY_MS),
  // and again on Next: a taken one is said at once, a free one lets Next move on without waiting.
  const slugLookup = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(slugLookup.current), []);
  const lookUpSlugSoon = (slug: string) => {
    clearTimeout(slugLookup.current);
    if (!onCheckSlug || slugProblemOf(slug)) return;
    slugLookup.current = setTimeout(() => {
      onCheckSlug(slug).then(
        (answer) => dispatch({ type: 'slugLookedUp', slug, available: answer === 'available' }),
        // A failed look-up says nothing: Next checks again and reports its own failure.
        () => undefined,
      );
    }, SLUG_LOOKUP_DELAY_MS);
  };

  const checkSlug = async () => {
    const slug = state.slug;
    if (slugProblemOf(slug) || state.checkedSlug === slug) {
      dispatch({ type: 'next' });
      return;
    }
    if (!onCheckSlug) {
      dispatch({ type: 'slugChecked', slug, available: true });
      return;
    }
    dispatch({ type: 'slugCheckStarted' });
    try {
      const answer = await onCheckSlug(slug);
      dispatch({ type: 'slugChecked', slug, available: answer === 'available' });
    } catch {
      dispatch({ type: 'slugCheckFailed' });
    }
  };

  const save = async () => {
    const { video } = state;
    if (!video || running.current || !videoWizardReducer(state, { type: 'saveAll' }).saving) return;
    running.current = true;
    dispatch({ type: 'saveAll' });
    try {
      const outcome = await onSave({
        video,
        slug: state.slug,
        url,
        thumbnail: state.thumbnail,
        posterSeconds: state.thumbnailSeconds,
      });
      dispatch({ type: outcome === 'slugTaken' ? 'saveRefusedSlug' : 'saveSucceeded' });
    } catch {
      dispatch({ type: 'saveFailed' });
    } finally {
      running.current = false;
    }
  };

  const finish = async () => {
    if (churches.length > 0 && !churches.some((church) => church.id === state.churchId)) {
      setMissingChurch(true);
      return;
    }
    setMissingChurch(false);
    if (running.current || !videoWizardReducer(state, { type: 'finish' }).finishing) return;
    running.current = true;
    const churchId = churches.length > 0 ? state.churchId : null;
    dispatch({ type: 'finish' });
    try {
      await onFinish(churchId);
      dispatch({ type: 'finishSucceeded' });
    } catch {
      dispatch({ type: 'finishFailed' });
    } finally {
      running.current = false;
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    if (state.step === 'customUrl') void checkSlug();
    else if (state.step === 'confirm') void save();
    else if (state.step === 'church') void finish();
    else dispatch({ type: 'next' });
  };

  const steps = videoWizardSteps.map((id) => ({ id, label: t(`videoWizard.steps.${id}`) }));
  const index = state.finished ? steps.length : videoWizardSteps.indexOf(state.step);
  const canGoBack = !state.saved && !busy;
  const text = headings[state.step];

  return (
    <StyledWizard ref={ref} aria-label={t('videoWizard.label')}>
      <Stepper
        steps={steps}
        current={index}
        onStepClick={
          canGoBack
            ? (_, step) => dispatch({ type: 'goTo', step: step.id as VideoWizardStep })
            : undefined
        }
      />
      <StyledPanel as="form" noValidate onSubmit={submit} aria-busy={busy || undefined}>
        <StyledHeader>
          <StyledHeading ref={heading} tabIndex={-1}>
            {state.finished ? t('videoWizard.church.doneHeading') : t(text.heading)}
          </StyledHeading>
          {!state.finished && <StyledIntro>{t(text.intro)}</StyledIntro>}
        </StyledHeader>

        <StyledBody>
          {state.step === 'video' && (
            <VideoStep
              state={state}
              dispatch={dispatch}
              methods={methods}
              getCameraStream={getCameraStream}
              cameraProblem={cameraProblem}
              maxRecordingSeconds={maxRecordingSeconds}
              maxUploadSize={maxUploadSize}
            />
          )}
          {state.step === 'customUrl' && (
            <CustomUrlStep
              state={state}
              dispatch={dispatch}
              baseUrl={baseUrl}
              inputRef={slugInput}
              onSlugTyped={lookUpSlugSoon}
            />
          )}
          {state.step === 'confirm' && (
            <ConfirmStep
              state={state}
              dispatch={dispatch}
              baseUrl={baseUrl}
              thumbnailFrames={thumbnailFrames}
              saveProgress={saveProgress}
              saveError={saveError}
            />
          )}
          {state.step === 'church' && (
            <ChurchStep
              state={state}
              dispatch={(action) => {
                setMissingChurch(false);
                dispatch(action);
              }}
              churches={churches}
              missingChoice={missingChurch}
              url={url}
            />
          )}
        </StyledBody>

        {!state.finished && (
          <StyledFooter>
            {state.step !== 'video' && !state.saved && (
              <Button
                data-align="start"
                variant="secondary"
                icon={<Icon name="chevron-left" size="small" />}
                disabled={busy}
                onClick={() => dispatch({ type: 'back' })}
              >
                {t('videoWizard.back')}
              </Button>
            )}
            {state.step === 'confirm' && (
              <Button
                variant="secondary"
                tone="critical"
                icon={<Icon name="refresh" size="small" />}
                disabled={busy}
                onClick={() => setConfirmingRedo(true)}
              >
                {t('videoWizard.confirm.redoAll')}
              </Button>
            )}
            <Button type="submit" loading={busy}>
              {state.step === 'confirm'
                ? t('videoWizard.confirm.saveAll')
                : state.step === 'church'
                  ? t('videoWizard.church.finish')
                  : t('videoWizard.next')}
            </Button>
          </StyledFooter>
        )}
      </StyledPanel>

      <ConfirmDialog
        open={confirmingRedo}
        tone="critical"
        title={t('videoWizard.confirm.redoAllTitle')}
        message={t('videoWizard.confirm.redoAllMessage')}
        confirmLabel={t('videoWizard.confirm.redoAll')}
        onClose={() => setConfirmingRedo(false)}
        onConfirm={() => dispatch({ type: 'redoAll' })}
      />
    </StyledWizard>
  );
}
