export { VideoWizard } from './VideoWizard';
export type { VideoDraft, VideoSaveOutcome, VideoWizardProps } from './VideoWizard';
export type { WizardChurch } from './ChurchStep';
export { BlobVideo } from './BlobVideo';
export type { BlobVideoProps } from './BlobVideo';
export { CameraRecorder, cameraProblemOf } from './CameraRecorder';
export type { CameraProblem, CameraRecorderProps } from './CameraRecorder';
export { customUrlOf } from './CustomUrlStep';
export {
  createVideoWizardState,
  isBusy,
  linkProblemOf,
  slugProblemOf,
  videoWizardReducer,
  videoWizardSteps,
} from './videoWizardReducer';
export type {
  SlugProblem,
  VideoChoice,
  VideoMethod,
  VideoProblem,
  VideoWizardAction,
  VideoWizardState,
  VideoWizardStep,
} from './videoWizardReducer';
