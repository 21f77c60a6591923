/**
 * Debian's Chromium and the flags it needs here: as root it needs --no-sandbox, and without
 * the background-networking flags it keeps trying to reach hosts this machine cannot.
 */
export const chromiumPath = process.env.CHROME_PATH ?? '/usr/bin/chromium';

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--font-render-hinting=none',
];
