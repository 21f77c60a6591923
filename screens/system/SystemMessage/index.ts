export { SystemMessage } from './SystemMessage';
export type { SystemLayout, SystemPageProps } from './SystemMessage';
