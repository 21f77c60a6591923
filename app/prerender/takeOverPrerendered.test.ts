import { afterEach, describe, expect, it } from 'vitest';
import { takeHeldSubmit, takeOverPrerendered } from './takeOverPrerendered';

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => {
  document.body.innerHTML = '';
});

function page() {
  document.body.innerHTML =
    '<div id="prerendered"><main><input name="email"><input name="password" type="password"></main></div><div id="root"></div>';
  return document.getElementById('root')!;
}

describe('takeOverPrerendered', () => {
  it('says there is nothing to take over on a page without prerendered markup', () => {
    document.body.innerHTML = '<div id="root"></div>';
    expect(takeOverPrerendered(document.getElementById('root')!)).toBe(false);
  });

  it('keeps the prerendered page until the app has rendered its own', async () => {
    const root = page();
    expect(takeOverPrerendered(root)).toBe(true);
    root.innerHTML = '<p>Loading</p>';
    await settle();
    expect(document.getElementById('prerendered')).not.toBeNull();
    root.innerHTML = '<main><input name="email"></main>';
    await settle();
    expect(document.getElementById('prerendered')).toBeNull();
  });

  it('moves what was typed and the focus into the app', async () => {
    const root = page();
    takeOverPrerendered(root);
    const typed = document.querySelector<HTMLInputElement>('#prerendered input[name=email]')!;
    typed.value = 'pastor@demo.church';
    document.querySelector<HTMLInputElement>('#prerendered input[name=password]')!.focus();
    const heard: string[] = [];
    root.addEventListener('input', (event) => heard.push((event.target as HTMLInputElement).name));
    root.innerHTML = '<main><input name="email"><input name="password" type="password"></main>';
    await settle();
    const email = root.querySelector<HTMLInputElement>('input[name=email]')!;
    expect(email.value).toBe('pastor@demo.church');
    expect(heard).toEqual(['email']);
    expect(document.activeElement).toBe(root.querySelector('input[name=password]'));
  });

  it('tells the app, once, that the visitor sent the form before it took over', async () => {
    document.body.innerHTML =
      '<div id="prerendered"><main><form><input name="email"></form></main></div><div id="root"></div>';
    const root = document.getElementById('root')!;
    takeOverPrerendered(root);
    document.querySelector<HTMLFormElement>('#prerendered form')!.dataset.submitted = '';
    root.innerHTML = '<main><form><input name="email"></form></main>';
    await settle();
    expect(takeHeldSubmit()).toBe(true);
    expect(takeHeldSubmit()).toBe(false);
  });

  it('tells the app nothing was sent when the visitor only typed', async () => {
    const root = page();
    takeOverPrerendered(root);
    root.innerHTML = '<main><input name="email"></main>';
    await settle();
    expect(takeHeldSubmit()).toBe(false);
  });
});
