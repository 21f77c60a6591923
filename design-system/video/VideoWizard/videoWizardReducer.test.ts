// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  createVideoWizardState,
  isBusy,
  slugProblemOf,
  videoWizardReducer as reduce,
  type VideoWizardAction,
  type VideoWizardState,
} from './videoWizardReducer';

const take = new Blob(['take'], { type: 'video/webm' });
const file = new File(['file'], 'welcome.mp4', { type: 'video/mp4' });
const link = 'https://youtu.be/dQw4w9WgXcQ';

function run(state: VideoWizardState, ...actions: VideoWizardAction[]) {
  return actions.reduce(reduce, state);
}

/** A wizard on the confirmation step with an embedded video and a free slug. */
const atConfirm = run(
  createVideoWizardState({ churchId: 'c1' }),
  { type: 'chooseMethod', method: 'embed' },
  { type: 'editLink', link },
  { type: 'next' },
  { type: 'editSlug', slug: 'grace-church' },
  { type: 'slugCheckStarted' },
  { type: 'slugChecked', slug: 'grace-church', available: true },
);

describe('step 1: record, upload or embed', () => {
  it('does not go on without a video', () => {
    const state = run(
      createVideoWizardState(),
      { type: 'chooseMethod', method: 'upload' },
      { type: 'next' },
    );
    expect(state.step).toBe('video');
    expect(state.videoProblem).toBe('missing');
  });

  it('keeps a recording: redo drops the take, keep makes it the video', () => {
    let state = run(
      createVideoWizardState(),
      { type: 'chooseMethod', method: 'record' },
      { type: 'recorded', blob: take },
    );
    expect(state.take).toBe(take);
    expect(run(state, { type: 'redo' })).toMatchObject({ take: null, video: null });

    state = run(state, { type: 'next' });
    expect(state).toMatchObject({ step: 'video', videoProblem: 'takePending' });

    state = run(state, { type: 'keep' });
    expect(state).toMatchObject({
      take: null,
      video: { kind: 'recording', blob: take },
      videoProblem: null,
    });
    expect(run(state, { type: 'next' }).step).toBe('customUrl');
  });

  it('redo after keep drops the kept recording and its thumbnail', () => {
    const state = run(
      createVideoWizardState(),
      { type: 'chooseMethod', method: 'record' },
      { type: 'recorded', blob: take },
      { type: 'keep' },
      { type: 'chooseThumbnail', thumbnail: 'data:a' },
      { type: 'redo' },
    );
    expect(state).toMatchObject({ video: null, thumbnail: null });
  });

  it('takes an uploaded file', () => {
    const state = run(
      createVideoWizardState(),
      { type: 'chooseMethod', method: 'upload' },
      { type: 'chooseFile', file },
      { type: 'next' },
    );
    expect(state).toMatchObject({ step: 'customUrl', video: { kind: 'upload', file } });
  });

  it('checks an embed link with the spec rule', () => {
    let state = run(
      createVideoWizardState(),
      { type: 'chooseMethod', method: 'embed' },
      { type: 'next' },
    );
    expect(state.videoProblem).toBe('linkRequired');
    state = run(state, { type: 'editLink', link: 'https://example.com/v' }, { type: 'next' });
    expect(state).toMatchObject({ step: 'video', videoProblem: 'linkInvalid' });
    state = run(state, { type: 'editLink', link: `  ${link} ` });
    expect(state.videoProblem).toBeNull();
    state = run(state, { type: 'next' });
    expect(state).toMatchObject({ step: 'customUrl', video: { kind: 'embed', url: link } });
  });

  it('a video of another method does not count', () => {
    const state = run(
      createVideoWizardState(),
      { type: 'chooseMethod', method: 'upload' },
      { type: 'chooseFile', file },
      { type: 'chooseMethod', method: 'record' },
      { type: 'next' },
    );
    expect(state).toMatchObject({ step: 'video', videoProblem: 'missing' });
  });
});

describe('step 2: custom URL', () => {
  const atSlug = run(
    createVideoWizardState(),
    { type: 'chooseMethod', method: 'embed' },
    { type: 'editLink', link },
    { type: 'next' },
  );

  it('applies the slug rule', () => {
    expect(slugProblemOf('')).toBe('required');
    expect(slugProblemOf('grace-church-2')).toBeNull();
    for (const bad of [
      'Grace',
      'grace church',
      'grace--church',
      '-grace',
      'grace-',
      'gräce',
      'grace_church',
    ]) {
      expect(slugProblemOf(bad), bad).toBe('invalid');
    }
    expect(run(atSlug, { type: 'editSlug', slug: 'Grace Church' }, { type: 'next' })).toMatchObject(
      {
        step: 'customUrl',
        slugProblem: 'invalid',
      },
    );
  });

  it('moves on only once the server said the slug is free', () => {
    let state = run(atSlug, { type: 'editSlug', slug: 'grace' }, { type: 'next' });
    expect(state.step).toBe('customUrl');
    state = run(state, { type: 'slugCheckStarted' });
    expect(state.checkingSlug).toBe(true);
    expect(isBusy(state)).toBe(true);
    expect(run(state, { type: 'back' }).step).toBe('customUrl');
    state = run(state, { type: 'slugChecked', slug: 'grace', available: true });
    expect(state).toMatchObject({ step: 'confirm', checkingSlug: false, checkedSlug: 'grace' });
  });

  it('shows the server refusal, and forgets it when the slug changes', () => {
    let state = run(
      atSlug,
      { type: 'editSlug', slug: 'grace' },
      { type: 'slugCheckStarted' },
      { type: 'slugChecked', slug: 'grace', available: false },
    );
    expect(state).toMatchObject({ step: 'customUrl', slugProblem: 'taken', checkingSlug: false });
    state = run(state, { type: 'editSlug', slug: 'grace-2' });
    expect(state.slugProblem).toBeNull();
  });

  it('takes the look-up made while typing without moving on, and drops a stale one', () => {
    const typed = run(atSlug, { type: 'editSlug', slug: 'grace' });
    const free = run(typed, { type: 'slugLookedUp', slug: 'grace', available: true });
    expect(free).toMatchObject({ step: 'customUrl', checkedSlug: 'grace', slugProblem: null });
    // Next needs no second answer for a slug just found free.
    expect(run(free, { type: 'next' }).step).toBe('confirm');
    expect(run(typed, { type: 'slugLookedUp', slug: 'grace', available: false })).toMatchObject({
      step: 'customUrl',
      slugProblem: 'taken',
      checkedSlug: null,
    });
    expect(run(typed, { type: 'slugLookedUp', slug: 'gra', available: false })).toEqual(typed);
    const checking = run(typed, { type: 'slugCheckStarted' });
    expect(run(checking, { type: 'slugLookedUp', slug: 'grace', available: false })).toEqual(
      checking,
    );
  });

  it('ignores an answer about a slug that is no longer typed, and reports a failed check', () => {
    const state = run(atSlug, { type: 'editSlug', slug: 'grace' }, { type: 'slugCheckStarted' });
    expect(run(state, { type: 'slugChecked', slug: 'other', available: true })).toMatchObject({
      step: 'customUrl',
      checkingSlug: false,
    });
    expect(run(state, { type: 'slugCheckFailed' })).toMatchObject({
      slugProblem: 'checkFailed',
      checkingSlug: false,
    });
  });

  it('goes back to step 1 with the video kept', () => {
    const state = run(atSlug, { type: 'back' });
    expect(state).toMatchObject({ step: 'video', video: { kind: 'embed', url: link }, link });
  });
});

describe('step 3: confirmation', () => {
  it('is reached with everything in place', () => {
    expect(atConfirm).toMatchObject({
      step: 'confirm',
      slug: 'grace-church',
      video: { kind: 'embed' },
    });
  });

  it('redo all clears everything and starts again at step 1, keeping the suggested church', () => {
    const state = run(
      atConfirm,
      { type: 'chooseThumbnail', thumbnail: 'data:a' },
      { type: 'redoAll' },
    );
    expect(state).toEqual(createVideoWizardState({ churchId: 'c1' }));
  });

  it('save all: saving, then on to step 4 with no way back', () => {
    let state = run(atConfirm, { type: 'saveAll' });
    expect(state).toMatchObject({ saving: true, step: 'confirm' });
    expect(run(state, { type: 'redoAll' })).toBe(state);
    expect(run(state, { type: 'back' })).toBe(state);
    state = run(state, { type: 'saveSucceeded' });
    expect(state).toMatchObject({ saving: false, saved: true, step: 'church' });
    expect(run(state, { type: 'back' })).toBe(state);
    expect(run(state, { type: 'goTo', step: 'video' })).toBe(state);
    expect(run(state, { type: 'redoAll' })).toBe(state);
  });

  it('a failed save stays on the step and can be tried again', () => {
    const state = run(atConfirm, { type: 'saveAll' }, { type: 'saveFailed' });
    expect(state).toMatchObject({ saving: false, saveFailed: true, saved: false, step: 'confirm' });
    expect(run(state, { type: 'saveAll' })).toMatchObject({ saving: true, saveFailed: false });
  });

  it('a custom URL taken since the check sends the person back to step 2, saying so', () => {
    const state = run(atConfirm, { type: 'saveAll' }, { type: 'saveRefusedSlug' });
    expect(state).toMatchObject({
      saving: false,
      saved: false,
      step: 'customUrl',
      slugProblem: 'taken',
      checkedSlug: null,
    });
    // The same slug is not let through without a new check.
    expect(run(state, { type: 'next' }).step).toBe('customUrl');
  });

  it("keeps the chosen thumbnail's moment for the server's poster, and forgets it with the video", () => {
    const chosen = run(atConfirm, { type: 'chooseThumbnail', thumbnail: 'data:b', seconds: 7.5 });
    expect(chosen).toMatchObject({ thumbnail: 'data:b', thumbnailSeconds: 7.5 });
    const replaced = run(chosen, { type: 'chooseFile', file });
    expect(replaced).toMatchObject({ thumbnail: null, thumbnailSeconds: null });
  });

  it('cannot save from another step', () => {
    const state = run(atConfirm, { type: 'back' });
    expect(run(state, { type: 'saveAll' })).toBe(state);
  });

  it('jumps back to an earlier step, never ahead', () => {
    expect(run(atConfirm, { type: 'goTo', step: 'video' }).step).toBe('video');
    const atVideo = run(atConfirm, { type: 'goTo', step: 'video' });
    expect(run(atVideo, { type: 'goTo', step: 'confirm' }).step).toBe('video');
  });
});

describe('step 4: connect the church', () => {
  const atChurch = run(atConfirm, { type: 'saveAll' }, { type: 'saveSucceeded' });

  it('picks a church and finishes', () => {
    let state = run(atChurch, { type: 'chooseChurch', churchId: 'c2' }, { type: 'finish' });
    expect(state).toMatchObject({ churchId: 'c2', finishing: true });
    state = run(state, { type: 'finishSucceeded' });
    expect(state).toMatchObject({ finishing: false, finished: true });
    expect(run(state, { type: 'chooseChurch', churchId: 'c1' })).toBe(state);
  });

  it('a failed finish can be tried again', () => {
    const state = run(atChurch, { type: 'finish' }, { type: 'finishFailed' });
    expect(state).toMatchObject({ finishing: false, finishFailed: true, finished: false });
    expect(run(state, { type: 'finish' }).finishing).toBe(true);
  });

  it('cannot finish before saving', () => {
    expect(run(atConfirm, { type: 'finish' })).toBe(atConfirm);
  });
});
