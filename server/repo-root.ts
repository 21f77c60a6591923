/** The repository's root folder, for the few files the server reads beside its code (the locales). */
export const repoRoot = new URL('../', import.meta.url);
