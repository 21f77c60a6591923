export { TestimonialsScreen } from './TestimonialsScreen';
export type { TestimonialsScreenProps } from './TestimonialsScreen';
