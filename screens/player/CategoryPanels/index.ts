export { CategoryPanels } from './CategoryPanels';
export type { CategoryPanelsProps, UploadCover } from './CategoryPanels';
