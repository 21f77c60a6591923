export { CrisisLine, type CrisisLineProps } from './CrisisLine';
