import { describe, expect, it } from 'vitest';
import { readContentListState, writeContentListState } from './contentListState';

const read = (search: string) => readContentListState(new URLSearchParams(search), 'es');

describe("the readers' list state in the address", () => {
  it('is bare for page one in the reader’s own language', () => {
    const state = read('');
    expect(state).toEqual({ language: 'es', topic: '', search: '', resourceType: '', page: 1 });
    expect(writeContentListState(state, 'es')).toBe('');
  });

  it('reads back what it wrote', () => {
    const state = {
      language: 'ko',
      topic: 'prayer',
      search: '기도 모임',
      resourceType: 'posters',
      page: 3,
    } as const;
    const search = writeContentListState(state, 'es');
    expect(search).toBe(
      '?q=%EA%B8%B0%EB%8F%84+%EB%AA%A8%EC%9E%84&topic=prayer&type=posters&language=ko&page=3',
    );
    expect(read(search)).toEqual(state);
  });

  it('falls back to the default for anything unknown or malformed', () => {
    expect(read('?language=de&type=videos&page=-2&topic=%20%20')).toEqual({
      language: 'es',
      topic: '',
      search: '',
      resourceType: '',
      page: 1,
    });
    expect(read('?page=2.5').page).toBe(1);
  });
});
