import { useQuery } from '@tanstack/react-query';
import type { AiFeature } from '#contract/ai/ai';
import { calls } from '#contract/calls';
import { endpointQuery } from '#app/query/endpointQuery';

/**
 * How fresh the AI switches are kept (decision 078): asked again at least every minute while a
 * screen shows a draft button, whenever one mounts (a navigation), and when the window regains
 * focus. So a switch turned off in AI control hides the buttons within a minute.
 */
export const AI_SWITCH_REFRESH_MS = 60_000;

/** Whether an AI feature is on now; false until known, so a button never shows for a switch that is off. */
export function useAiSwitch(feature: AiFeature): boolean {
  const switches = useQuery({
    ...endpointQuery(calls.aiSwitches),
    staleTime: AI_SWITCH_REFRESH_MS / 2,
    refetchInterval: AI_SWITCH_REFRESH_MS,
    refetchOnMount: 'always',
    refetchOnWindowFocus: 'always',
  });
  return switches.data?.[feature] === true;
}
