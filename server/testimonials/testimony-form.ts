import { TESTIMONIAL_LIMITS } from '#contract/testimonials/testimonials.ts';
import type { TestimonialSource } from '#contract/testimonials/testimonials.ts';
import { isEmail, LIMITS } from '#contract/validation.ts';
import { formText } from '#server/public/contact-form.ts';

/** The testimony form's fields as a visitor fills them in. */
export type TestimonyValues = {
  firstName: string;
  email: string;
  story: string;
  /** The consent box: only the exact value 'yes' counts as ticked. */
  consent: boolean;
  source: TestimonialSource;
};
export type TestimonyField = 'firstName' | 'email' | 'story' | 'consent';

/** Message keys under publicChurch.testimony.errors. */
export type TestimonyError =
  | 'firstNameRequired'
  | 'emailRequired'
  | 'emailInvalid'
  | 'storyRequired'
  | 'consentRequired'
  | 'tooLong';

export const TESTIMONY_FIELD_LIMITS = {
  firstName: TESTIMONIAL_LIMITS.firstName,
  email: LIMITS.email,
  story: TESTIMONIAL_LIMITS.story,
};

/** A posted testimony form's values (a field missing or sent twice counts as empty). */
export function testimonyValuesOf(form: Record<string, unknown>): TestimonyValues {
  return {
    firstName: formText(form, 'first_name'),
    email: formText(form, 'email'),
    story: formText(form, 'story'),
    consent: form.consent === 'yes',
    source: form.source === 'video_page' ? 'video_page' : 'church_page',
  };
}

/** What is wrong with each field, if anything. */
export function testimonyErrors(
  values: TestimonyValues,
): Partial<Record<TestimonyField, TestimonyError>> {
  const errors: Partial<Record<TestimonyField, TestimonyError>> = {};
  const firstName = values.firstName.trim();
  const email = values.email.trim();
  const story = values.story.trim();
  if (firstName === '') errors.firstName = 'firstNameRequired';
  else if (firstName.length > TESTIMONY_FIELD_LIMITS.firstName) errors.firstName = 'tooLong';
  if (email === '') errors.email = 'emailRequired';
  else if (!isEmail(email)) errors.email = 'emailInvalid';
  if (story === '') errors.story = 'storyRequired';
  else if (story.length > TESTIMONY_FIELD_LIMITS.story) errors.story = 'tooLong';
  if (!values.consent) errors.consent = 'consentRequired';
  return errors;
}
