import { isSlug, isVideoLink } from '#contract/rules.ts';

/** The four steps of spec section 4, in order. */
export const videoWizardSteps = ['video', 'customUrl', 'confirm', 'church'] as const;
export type VideoWizardStep = (typeof videoWizardSteps)[number];

/** How the video is added in step 1. */
export type VideoMethod = 'record' | 'upload' | 'embed';

/** The video chosen in step 1. */
export type VideoChoice =
  | { kind: 'recording'; blob: Blob }
  | { kind: 'upload'; file: File }
  | { kind: 'embed'; url: string };

/** Why step 1 cannot go on. */
export type VideoProblem = 'missing' | 'takePending' | 'linkRequired' | 'linkInvalid';

/** Why step 2 cannot go on. `taken` is the server's answer; `checkFailed` a failed check. */
export type SlugProblem = 'required' | 'invalid' | 'taken' | 'checkFailed';

export type VideoWizardState = {
  step: VideoWizardStep;
  method: VideoMethod | null;
  /** A recording waiting for Keep or Redo. */
  take: Blob | null;
  /** The video kept in step 1. */
  video: VideoChoice | null;
  /** The link field's text (embed). */
  link: string;
  videoProblem: VideoProblem | null;
  slug: string;
  slugProblem: SlugProblem | null;
  /** The slug the server last said was free; editing the slug forgets it. */
  checkedSlug: string | null;
  checkingSlug: boolean;
  /** The chosen thumbnail's image (a data URL), or null. */
  thumbnail: string | null;
  /** The moment of the video the thumbnail shows, in seconds (the server's poster is taken there). */
  thumbnailSeconds: number | null;
  saving: boolean;
  saveFailed: boolean;
  /** Everything was saved: the flow can only go forward now. */
  saved: boolean;
  churchId: string | null;
  finishing: boolean;
  finishFailed: boolean;
  finished: boolean;
};

export type VideoWizardAction =
  | { type: 'chooseMethod'; method: VideoMethod }
  | { type: 'recorded'; blob: Blob }
  | { type: 'keep' }
  | { type: 'redo' }
  | { type: 'chooseFile'; file: File | null }
  | { type: 'editLink'; link: string }
  | { type: 'checkLink' }
  | { type: 'editSlug'; slug: string }
  | { type: 'slugCheckStarted' }
  | { type: 'slugChecked'; slug: string; available: boolean }
  | { type: 'slugCheckFailed' }
  | { type: 'slugLookedUp'; slug: string; available: boolean }
  | { type: 'chooseThumbnail'; thumbnail: string; seconds?: number }
  | { type: 'next' }
  | { type: 'back' }
  | { type: 'goTo'; step: VideoWizardStep }
  | { type: 'redoAll' }
  | { type: 'saveAll' }
  | { type: 'saveSucceeded' }
  | { type: 'saveFailed' }
  /** The server found the custom URL taken after all (someone took it since the check). */
  | { type: 'saveRefusedSlug' }
  | { type: 'chooseChurch'; churchId: string }
  | { type: 'finish' }
  | { type: 'finishSucceeded' }
  | { type: 'finishFailed' };

export function slugProblemOf(slug: string): SlugProblem | null {
  if (slug.trim() === '') return 'required';
  return isSlug(slug) ? null : 'invalid';
}

export function linkProblemOf(link: string): VideoProblem | null {
  if (link.trim() === '') return 'linkRequired';
  return isVideoLink(link.trim()) ? null : 'linkInvalid';
}

/** A fresh wizard; `churchId` is the church suggested for step 4. */
export function createVideoWizardState(
  overrides: Partial<VideoWizardState> = {},
): VideoWizardState {
  return {
    step: 'video',
    method: null,
    take: null,
    video: null,
    link: '',
    videoProblem: null,
    slug: '',
    slugProblem: null,
    checkedSlug: null,
    checkingSlug: false,
    thumbnail: null,
    thumbnailSeconds: null,
    saving: false,
    saveFailed: false,
    saved: false,
    churchId: null,
    finishing: false,
    finishFailed: false,
    finished: false,
    ...overrides,
  };
}

function stepIndex(step: VideoWizardStep): number {
  return videoWizardSteps.indexOf(step);
}

/** True while a request runs: the wizard then ignores navigation. */
export function isBusy(state: VideoWizardState): boolean {
  return state.checkingSlug || state.saving || state.finishing;
}

/** Step 1's answer to Next: the video to keep, or what is missing. */
function leaveVideoStep(state: VideoWizardState): VideoWizardState {
  if (state.method === 'embed') {
    const problem = linkProblemOf(state.link);
    if (problem) return { ...state, videoProblem: problem };
    return {
      ...state,
      video: { kind: 'embed', url: state.link.trim() },
      videoProblem: null,
      step: 'customUrl',
    };
  }
  if (state.method === 'record' && state.take) return { ...state, videoProblem: 'takePending' };
  const matches =
    (state.method === 'record' && state.video?.kind === 'recording') ||
    (state.method === 'upload' && state.video?.kind === 'upload');
  if (!matches) return { ...state, videoProblem: 'missing' };
  return { ...state, videoProblem: null, step: 'customUrl' };
}

/** A new video makes the old thumbnail meaningless. */
function withVideo(state: VideoWizardState, video: VideoChoice | null): VideoWizardState {
  return { ...state, video, thumbnail: null, thumbnailSeconds: null, videoProblem: null };
}

/**
 * The wizard's transitions. Pure: requests (checking the slug, saving, finishing) are run by
 * the component, which reports their start and outcome with actions.
 */
export function videoWizardReducer(
  state: VideoWizardState,
  action: VideoWizardAction,
): VideoWizardState {
  const locked = isBusy(state) || state.finished;
  switch (action.type) {
    case 'chooseMethod': {
      if (locked || state.saved || state.method === action.method) return state;
      return { ...state, method: action.method, take: null, videoProblem: null };
    }
    case 'recorded':
      return state.saved ? state : { ...state, take: action.blob, videoProblem: null };
    case 'keep':
      if (!state.take || state.saved) return state;
      return { ...withVideo(state, { kind: 'recording', blob: state.take }), take: null };
    case 'redo': {
      if (state.saved) return state;
      const video = state.video?.kind === 'recording' ? null : state.video;
      return {
        ...state,
        take: null,
        video,
        thumbnail: video === state.video ? state.thumbnail : null,
        thumbnailSeconds: video === state.video ? state.thumbnailSeconds : null,
        videoProblem: null,
      };
    }
    case 'chooseFile':
      if (state.saved) return state;
      return withVideo(state, action.file ? { kind: 'upload', file: action.file } : null);
    case 'editLink': {
      if (state.saved) return state;
      // Keep an error on screen while it is still true, so it does not flicker while typing.
      const problem = state.videoProblem && linkProblemOf(action.link);
      return { ...state, link: action.link, videoProblem: problem };
    }
    case 'checkLink':
      return state.link.trim() === ''
        ? state
        : { ...state, videoProblem: linkProblemOf(state.link) };
    case 'editSlug': {
      if (state.saved || state.checkingSlug) return state;
      const problem =
        state.slugProblem && state.slugProblem !== 'taken' ? slugProblemOf(action.slug) : null;
      return { ...state, slug: action.slug, slugProblem: problem, checkedSlug: null };
    }
    case 'slugCheckStarted': {
      const problem = slugProblemOf(state.slug);
      if (problem) return { ...state, slugProblem: problem };
      return { ...state, checkingSlug: true, slugProblem: null };
    }
    case 'slugChecked': {
      if (action.slug !== state.slug) return { ...state, checkingSlug: false };
      if (!action.available)
        return { ...state, checkingSlug: false, slugProblem: 'taken', checkedSlug: null };
      return {
        ...state,
        checkingSlug: false,
        slugProblem: null,
        checkedSlug: action.slug,
        step: 'confirm',
      };
    }
    case 'slugCheckFailed':
      return { ...state, checkingSlug: false, slugProblem: 'checkFailed' };
    // The check while the person types: says whether the slug is free, without moving on. An
    // answer for a slug edited since, or arriving during Next's own check, is dropped.
    case 'slugLookedUp':
      if (action.slug !== state.slug || state.checkingSlug || state.step !== 'customUrl')
        return state;
      return action.available
        ? { ...state, slugProblem: null, checkedSlug: action.slug }
        : { ...state, slugProblem: 'taken', checkedSlug: null };
    case 'chooseThumbnail':
      return state.saved || state.saving
        ? state
        : { ...state, thumbnail: action.thumbnail, thumbnailSeconds: action.seconds ?? null };
    case 'next': {
      if (locked) return state;
      if (state.step === 'video') return leaveVideoStep(state);
      if (state.step === 'customUrl') {
        const problem = slugProblemOf(state.slug);
        if (problem) return { ...state, slugProblem: problem };
        // Only a slug the server has just accepted moves on (see slugChecked).
        return state.checkedSlug === state.slug ? { ...state, step: 'confirm' } : state;
      }
      if (state.step === 'confirm') return state.saved ? { ...state, step: 'church' } : state;
      return state;
    }
    case 'back': {
      const index = stepIndex(state.step);
      if (locked || index === 0 || state.saved) return state;
      return { ...state, step: videoWizardSteps[index - 1]! };
    }
    case 'goTo': {
      if (locked || state.saved || stepIndex(action.step) >= stepIndex(state.step)) return state;
      return { ...state, step: action.step };
    }
    case 'redoAll':
      if (locked || state.saved) return state;
      return createVideoWizardState({ churchId: state.churchId });
    case 'saveAll': {
      const ready =
        state.step === 'confirm' && state.video !== null && slugProblemOf(state.slug) === null;
      if (locked || state.saved || !ready) return state;
      return { ...state, saving: true, saveFailed: false };
    }
    case 'saveSucceeded':
      return { ...state, saving: false, saveFailed: false, saved: true, step: 'church' };
    case 'saveFailed':
      return { ...state, saving: false, saveFailed: true };
    case 'saveRefusedSlug':
      return {
        ...state,
        saving: false,
        saveFailed: false,
        step: 'customUrl',
        slugProblem: 'taken',
        checkedSlug: null,
      };
    case 'chooseChurch':
      return locked ? state : { ...state, churchId: action.churchId, finishFailed: false };
    case 'finish':
      if (locked || !state.saved || state.step !== 'church') return state;
      return { ...state, finishing: true, finishFailed: false };
    case 'finishSucceeded':
      return { ...state, finishing: false, finished: true };
    case 'finishFailed':
      return { ...state, finishing: false, finishFailed: true };
  }
}
