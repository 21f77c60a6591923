import { endpoint } from '../endpoint.ts';
import {
  DecideTestimonialRequest,
  TestimonialDecisionResponse,
  TestimonialsRequest,
  TestimonialsResponse,
} from './testimonials.ts';

/**
 * The feature's calls of the spec (section 7), gathered in contract/calls.ts. Testimonials
 * (decision 054): the moderators of a church decide.
 */
export const testimonialsCalls = {
  testimonials: endpoint('GET', '/testimonials', TestimonialsRequest, TestimonialsResponse),
  approveTestimonial: endpoint(
    'POST',
    '/approve_testimonial',
    DecideTestimonialRequest,
    TestimonialDecisionResponse,
  ),
  rejectTestimonial: endpoint(
    'POST',
    '/reject_testimonial',
    DecideTestimonialRequest,
    TestimonialDecisionResponse,
  ),
};
