import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  dropPrerenderedUnlessTakenOver,
  hasPrerendered,
  takeOverPrerendered,
} from './takeOverPrerendered';

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => {
  document.body.innerHTML = '';
});

/** A stand-in sign-in form, and the app's own page mounted in #root. */
function page(
  standIn = '<form><input name="email"><input name="password" type="password"></form>',
) {
  document.body.innerHTML = `<div id="prerendered"><main>${standIn}</main></div><div id="root"><div data-takes-over-prerendered><main><form><input name="email"><input name="password" type="password"></form></main></div></div>`;
  return document.querySelector<HTMLElement>('[data-takes-over-prerendered]')!;
}
const standInField = (name: string) =>
  document.querySelector<HTMLInputElement>(`#prerendered input[name=${name}]`)!;

describe('takeOverPrerendered', () => {
  it('puts the app page in the stand-in’s place, and removes the stand-in’s styles', () => {
    const appPage = page();
    document.head.innerHTML = '<style data-stand-in>.a{}</style><style data-styled>.b{}</style>';
    expect(hasPrerendered()).toBe(true);
    takeOverPrerendered(appPage);
    expect(hasPrerendered()).toBe(false);
    expect(document.head.innerHTML).toBe('<style data-styled="">.b{}</style>');
  });

  it('moves what was typed and the focus into the app', () => {
    const appPage = page();
    standInField('email').value = 'pastor@demo.church';
    standInField('password').focus();
    const heard: string[] = [];
    appPage.addEventListener('input', (event) =>
      heard.push((event.target as HTMLInputElement).name),
    );
    takeOverPrerendered(appPage);
    expect(appPage.querySelector<HTMLInputElement>('input[name=email]')!.value).toBe(
      'pastor@demo.church',
    );
    expect(heard).toEqual(['email']);
    expect(document.activeElement).toBe(appPage.querySelector('input[name=password]'));
  });

  it('sends the app’s form when the visitor sent the stand-in’s, with what was typed', () => {
    const appPage = page('<form data-submitted><input name="email"></form>');
    standInField('email').value = 'a@b.c';
    const sent: string[] = [];
    appPage.addEventListener('submit', (event) => {
      event.preventDefault();
      sent.push(new FormData(event.target as HTMLFormElement).get('email') as string);
    });
    takeOverPrerendered(appPage);
    expect(sent).toEqual(['a@b.c']);
  });

  it('sends nothing when the visitor only typed', () => {
    const appPage = page();
    standInField('email').value = 'a@b.c';
    const sent = vi.fn();
    appPage.addEventListener('submit', sent);
    takeOverPrerendered(appPage);
    expect(sent).not.toHaveBeenCalled();
  });
});

describe('dropPrerenderedUnlessTakenOver', () => {
  it('drops the stand-in when the app shows another page', async () => {
    document.body.innerHTML = '<div id="prerendered"><main></main></div><div id="root"></div>';
    const root = document.getElementById('root')!;
    dropPrerenderedUnlessTakenOver(root);
    root.innerHTML = '<p>Loading</p>';
    await settle();
    expect(hasPrerendered()).toBe(true);
    root.innerHTML = '<main><h1>Something went wrong</h1></main>';
    await settle();
    expect(hasPrerendered()).toBe(false);
  });

  it('waits for a page heading, not the signed-in frame around a loading page', async () => {
    document.body.innerHTML =
      '<style data-stand-in>.a{}</style><div id="prerendered"><main></main></div><div id="root"></div>';
    const root = document.getElementById('root')!;
    dropPrerenderedUnlessTakenOver(root);
    root.innerHTML = '<header></header><main id="main-content"><div role="status"></div></main>';
    await settle();
    expect(hasPrerendered()).toBe(true);
    root.querySelector('main')!.innerHTML = '<h1>Page not found</h1>';
    await settle();
    expect(hasPrerendered()).toBe(false);
    expect(document.querySelector('style[data-stand-in]')).toBeNull();
  });

  it('leaves the stand-in to the page that takes it over', async () => {
    document.body.innerHTML = '<div id="prerendered"><main></main></div><div id="root"></div>';
    const root = document.getElementById('root')!;
    dropPrerenderedUnlessTakenOver(root);
    root.innerHTML = '<div data-takes-over-prerendered><main></main></div>';
    await settle();
    expect(hasPrerendered()).toBe(true);
  });
});
