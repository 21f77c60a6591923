import { TestimonialsScreen } from '#screens/testimonials/TestimonialsScreen';
import { useTestimonialsScreen } from './useTestimonialsScreen';

/** The church's testimonials, for its pastor and its moderators (decision 054). */
export function TestimonialsContainer() {
  return <TestimonialsScreen {...useTestimonialsScreen()} />;
}
