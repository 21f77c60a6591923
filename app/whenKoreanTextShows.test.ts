import { afterEach, describe, expect, it, vi } from 'vitest';
import { whenKoreanTextShows } from './whenKoreanTextShows';

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => {
  document.body.innerHTML = '';
});

describe('whenKoreanTextShows', () => {
  it('loads at once when the page already shows Korean', () => {
    document.body.innerHTML = '<p>김은혜</p>';
    const load = vi.fn();
    whenKoreanTextShows(document.body, load);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('waits while the page has no Korean, and loads once when some arrives', async () => {
    document.body.innerHTML = '<p>Grace Kim</p>';
    const load = vi.fn();
    whenKoreanTextShows(document.body, load);
    document.body.insertAdjacentHTML('beforeend', '<ul><li>English</li><li>Español</li></ul>');
    await settle();
    expect(load).not.toHaveBeenCalled();

    document.body.insertAdjacentHTML('beforeend', '<ul><li lang="ko">한국어</li></ul>');
    await settle();
    document.body.insertAdjacentHTML('beforeend', '<p>이영희</p>');
    await settle();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('notices Korean typed into existing text', async () => {
    document.body.innerHTML = '<p>Name: </p>';
    const load = vi.fn();
    whenKoreanTextShows(document.body, load);
    document.querySelector('p')!.firstChild!.nodeValue = 'Name: 박';
    await settle();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('does not count Korean in a hidden menu until the menu opens', async () => {
    document.body.innerHTML =
      '<button>English</button><ul hidden><li>English</li><li lang="ko">한국어</li></ul>';
    const load = vi.fn();
    whenKoreanTextShows(document.body, load);
    expect(load).not.toHaveBeenCalled();
    document.querySelector('ul')!.insertAdjacentHTML('beforeend', '<li>조선어</li>');
    await settle();
    expect(load).not.toHaveBeenCalled();

    document.querySelector('ul')!.hidden = false;
    await settle();
    expect(load).toHaveBeenCalledTimes(1);
  });
});
