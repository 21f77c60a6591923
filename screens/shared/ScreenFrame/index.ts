export { ScreenFrame, type ScreenFrameProps, type ScreenNotice } from './ScreenFrame';
