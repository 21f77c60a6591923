export { CaptionsPanel, type CaptionsPanelProps } from './CaptionsPanel';
