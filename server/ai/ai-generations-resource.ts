import { aiGenerationsResource } from '#contract/ai/aiGenerationsResource.ts';
import { aiGenerations } from '#server/db/schema.ts';
import type { ServerResource } from '#server/resources/resourceRoutes.ts';
import { tableStore } from '#server/resources/tableStore.ts';

/** The generation log, read only: the draft calls write it (generate.ts). */
export function aiGenerationsServerResource(): ServerResource {
  return {
    definition: aiGenerationsResource,
    store: tableStore(aiGenerationsResource, { table: aiGenerations }),
  };
}
