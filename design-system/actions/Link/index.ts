export { Link } from './Link';
export type { LinkProps } from './Link';
export { LinkProvider, useLinkComponent } from './LinkProvider';
export type { LinkComponentProps, LinkProviderProps } from './LinkProvider';
