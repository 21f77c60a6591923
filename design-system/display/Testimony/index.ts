export { Testimony } from './Testimony';
export type { TestimonyProps } from './Testimony';
