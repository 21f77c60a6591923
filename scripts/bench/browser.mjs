// What the browser benchmarks share: headless Chromium, signing a demo account in through the
// form, and the time from an API answer being read to the painted frame that shows its rows.
import { chromium } from 'playwright';
import { chromiumArgs, chromiumPath } from '../chromium.ts';

export const launchChromium = () =>
  chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });

/**
 * A page init script (context.addInitScript(instrumentAnswers, pattern)): notes when each
 * answer whose URL matches the regular expression `pattern` has been read (the body taken by
 * the app's client), in `window.__answers`, so that a paint can be measured from there.
 */
export function instrumentAnswers(pattern) {
  const matches = new RegExp(pattern);
  window.__answers = [];
  const read = Response.prototype.text;
  Response.prototype.text = async function text() {
    const body = await read.call(this);
    if (matches.test(this.url)) window.__answers.push(performance.now());
    return body;
  };
}

/** How many answers have been read so far. */
export const answersRead = (page) => page.evaluate(() => window.__answers.length);

/** Signs a demo account in through the sign-in form and waits for `landing` (a URL glob). */
export async function signInThroughForm(page, origin, email, landing) {
  await page.goto(`${origin}/users/signIn`);
  await page.fill('input[type=email]', email);
  await page.fill('input[autocomplete=current-password]', 'outreach-demo');
  await page.keyboard.press('Enter');
  await page.waitForURL(landing);
}

/**
 * Waits for answer number `answersBefore` (0: the first) and for the table to show rows other
 * than `before` (what `shown` returned last time; '' for a fresh page). Resolves with
 * { ms, rows, shown }: `ms` from that answer being read to the painted frame showing the rows,
 * measured as bench-table's page does (a message posted from the frame's animation callback
 * runs after that frame has painted).
 */
export function paintAfterAnswer(page, answersBefore, before) {
  return page.evaluate(
    ([index, previous]) =>
      new Promise((resolve, reject) => {
        const give = setTimeout(() => reject(new Error('rows did not show in 20 s')), 20_000);
        const check = () => {
          const answer = window.__answers[index];
          const rows = document.querySelectorAll('tbody tr[aria-rowindex]');
          // What tells one answer's rows from another's: the first row and the match count.
          const shown = [
            rows[0]?.textContent ?? '',
            ...[...document.querySelectorAll('[aria-live]')].map((node) => node.textContent),
          ].join('|');
          if (answer !== undefined && rows.length > 0 && shown !== previous) {
            const channel = new MessageChannel();
            channel.port1.onmessage = () => {
              clearTimeout(give);
              resolve({ ms: performance.now() - answer, rows: rows.length, shown });
            };
            channel.port2.postMessage(null);
            return;
          }
          requestAnimationFrame(check);
        };
        requestAnimationFrame(check);
      }),
    [answersBefore, before],
  );
}

/**
 * Scrolls from top to bottom, a step a frame: the element `selector` names (a table's own
 * scroll box) or else the page. The frame times in ms.
 */
export function frameTimesWhileScrolling(page, selector) {
  return page.evaluate(
    (scrollerSelector) =>
      new Promise((resolve) => {
        const scroller =
          (scrollerSelector && document.querySelector(scrollerSelector)) ||
          document.scrollingElement;
        const frames = [];
        let last = performance.now();
        const end = scroller.scrollHeight - scroller.clientHeight;
        const step = Math.max(40, end / 90);
        const tick = (now) => {
          frames.push(now - last);
          last = now;
          if (scroller.scrollTop >= end - 1 || frames.length > 400) {
            resolve(frames.slice(1));
            return;
          }
          scroller.scrollTop += step;
          requestAnimationFrame(tick);
        };
        scroller.scrollTop = 0;
        requestAnimationFrame((now) => {
          last = now;
          requestAnimationFrame(tick);
        });
      }),
    selector ?? null,
  );
}
