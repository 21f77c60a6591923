// Publishes Storybook to Chromatic for review in every locale (and each role on the shell),
// through the modes set in .storybook/modes.ts. Chromatic is a network service that the
// build machines here cannot reach, so tests and CI never call this: run it by hand.
import { spawn } from 'node:child_process';

if (!process.env.CHROMATIC_PROJECT_TOKEN) {
  console.error(
    'CHROMATIC_PROJECT_TOKEN is not set, so nothing was sent to Chromatic.\n' +
      'Set it to the project token from your Chromatic project settings and run `npm run chromatic` again.\n' +
      'Chromatic needs network access to its service; local visual tests are `npm run test:visual`.',
  );
  process.exit(1);
}

const child = spawn('npx', ['chromatic', ...process.argv.slice(2)], { stdio: 'inherit' });
child.on('exit', (code) => process.exit(code ?? 1));
