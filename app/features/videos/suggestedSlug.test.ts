// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { suggestedSlugOf } from './suggestedSlug';

const user = { firstname: 'José', lastname: "O'Brien", churchName: 'Église São Paulo' };

describe('the suggested custom URL', () => {
  it("is a story's person's name and a church video's church name, by the slug rule", () => {
    expect(suggestedSlugOf('story', user)).toBe('jose-o-brien');
    expect(suggestedSlugOf('welcome', user)).toBe('eglise-sao-paulo');
    expect(suggestedSlugOf('profile', user)).toBe('eglise-sao-paulo');
  });

  it('is empty without a name, and cut between words within the length limit', () => {
    expect(suggestedSlugOf('welcome', { ...user, churchName: null })).toBe('');
    expect(suggestedSlugOf('story', null)).toBe('');
    const long = suggestedSlugOf('welcome', {
      ...user,
      churchName: 'The First Community Church of the Holy Redeemer in Greater Springfield County',
    });
    expect(long).toBe('the-first-community-church-of-the-holy-redeemer-in-greater');
    expect(long.length).toBeLessThanOrEqual(64);
  });
});
