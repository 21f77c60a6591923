import { locales } from '#ds/i18n';
import { storyRoles } from './globals';

/** Chromatic modes: every story in each locale. */
export const localeModes = Object.fromEntries(locales.map((locale) => [locale, { locale }]));

/** Chromatic modes for the shell and dashboard screens: each role, in English. */
export const roleModes = Object.fromEntries(
  storyRoles.map((role) => [`role-${role}`, { locale: 'en', role }]),
);
