import { LIMITS, slugify } from '#contract/validation';
import type { MadeVideoKind } from '#contract/videos/videos';
import type { SessionUser } from '#app/session/user';

/**
 * The custom URL the wizard offers first (spec section 5's slug text maker): a story's from the
 * person's name, a church's videos from the church's name. Empty when there is no name to use;
 * the person can always type another, and the server says whether it is free.
 */
export function suggestedSlugOf(
  kind: MadeVideoKind,
  user: Pick<SessionUser, 'firstname' | 'lastname' | 'churchName'> | null,
): string {
  if (!user) return '';
  const name = kind === 'story' ? `${user.firstname} ${user.lastname}` : (user.churchName ?? '');
  const slug = slugify(name);
  // Within the custom URL's length limit, cut between words.
  return slug.length <= LIMITS.slug ? slug : slug.slice(0, LIMITS.slug).replace(/-[a-z0-9]*$/, '');
}
