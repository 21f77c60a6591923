// The contact forms' check (decision 062), bundled into contact-check.js (contact-check-build.ts)
// and loaded only by the page that holds a message past a church's threshold. It solves the
// page's ALTCHA challenge with altcha-lib's solver (PBKDF2 through Web Crypto, a second or two),
// puts the payload in the form and sends it: by itself the first time, after the visitor's press
// when a solution was refused (so nothing loops). Nothing else is read or sent.
import { solveChallenge } from 'altcha-lib';
import type { Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/web/pbkdf2';

const form = document.querySelector<HTMLFormElement>('form[data-challenge]');
if (form) void check(form);

async function check(form: HTMLFormElement): Promise<void> {
  const part = (selector: string) => form.querySelector<HTMLElement>(selector);
  const show = (selector: string, shown: boolean) =>
    part(selector)?.toggleAttribute('hidden', !shown);
  const field = (name: string) => form.elements.namedItem(name) as HTMLInputElement | null;
  show('.check-working', true);
  try {
    const challenge = JSON.parse(form.dataset.challenge ?? '') as Challenge;
    const solution = await solveChallenge({ challenge, deriveKey });
    if (!solution) throw new Error('No solution found in time.');
    field('altcha')!.value = btoa(JSON.stringify({ challenge, solution }));
    if (form.hasAttribute('data-auto')) {
      form.submit();
      return;
    }
    show('.check-working', false);
    show('.check-ready', true);
    show('button', true);
    part('button')?.focus();
  } catch {
    // No Web Crypto (an old browser, a page not served over HTTPS) or no answer in time: the
    // visitor gets their words back to copy.
    show('.check-working', false);
    show('.check-failed', true);
    const copy = part('textarea');
    if (copy instanceof HTMLTextAreaElement) {
      copy.value = `${field('subject')?.value ?? ''}\n\n${field('message')?.value ?? ''}`;
    }
  }
}
