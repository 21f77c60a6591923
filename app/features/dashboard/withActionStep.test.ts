// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { LookupUserResponse } from '#contract';
import { withActionStep } from './usePastorDashboardScreen';

const record = {
  completed_action_steps: ['complete-church-profile', 'record-welcome-video'],
} as LookupUserResponse;

describe('withActionStep', () => {
  it('ticks a step once, and unticks it', () => {
    const ticked = withActionStep(record, { step: 'invite-moderator', completed: true });
    expect(ticked.completed_action_steps).toEqual([
      'complete-church-profile',
      'record-welcome-video',
      'invite-moderator',
    ]);
    expect(
      withActionStep(ticked, { step: 'invite-moderator', completed: true }).completed_action_steps,
    ).toHaveLength(3);
    expect(
      withActionStep(record, { step: 'complete-church-profile', completed: false })
        .completed_action_steps,
    ).toEqual(['record-welcome-video']);
  });
});
