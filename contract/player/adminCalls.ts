import { object } from 'superstruct';
import type { Infer } from 'superstruct';
import { endpoint } from '#contract/endpoint.ts';
import { FormFieldId } from '#contract/files.ts';
import { PlayerCategoryRecord } from './playerResources.ts';

/**
 * POST /admin/player/category_cover (multipart, admins): a category's cover picture (checked and
 * made WebP by its content, as the store's product pictures). The category's id is a field of
 * the form, before the file (`picture`).
 */
export const PlayerCategoryCoverRequest = object({ id: FormFieldId });
export type PlayerCategoryCoverRequest = Infer<typeof PlayerCategoryCoverRequest>;

/** The website player's admin calls beside its resources, gathered in contract/endpoints.ts. */
export const playerAdminCalls = {
  playerCategoryCover: endpoint(
    'POST',
    '/admin/player/category_cover',
    PlayerCategoryCoverRequest,
    PlayerCategoryRecord,
    'multipart',
  ),
};
