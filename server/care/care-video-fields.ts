import { eq } from 'drizzle-orm';
import { CARE_VIDEO_ROLES } from '#contract/care/careVideos.ts';
import type { Db } from '#server/db/database.ts';
import { validationFailed } from '#server/http/api-error.ts';
import { careCategories, careSpeakers } from './tables.ts';

// Care videos are content items of kind `care_video` (decision 076): the content resource's
// rules (server/content/content-resource.ts) call these for the fields only a care video has.

type Values = Record<string, unknown>;

/**
 * The field errors of a care video's category, speaker and readers: a care video needs its
 * category and is for care readers only (care, website, discipleship, as the spec gives the
 * care video player); no other kind has a care category or speaker.
 */
export function checkCareVideoFields(kind: string, item: Values): Record<string, string> {
  const fields: Record<string, string> = {};
  if (kind === 'care_video') {
    if (item.care_category_id == null) {
      fields.care_category_id = 'Choose the care category of this video.';
    }
    const roles = Array.isArray(item.roles) ? (item.roles as string[]) : [];
    if (roles.some((role) => !(CARE_VIDEO_ROLES as readonly string[]).includes(role))) {
      fields.roles = 'A care video is for the care, website and discipleship roles only.';
    }
  } else {
    if (item.care_category_id != null) {
      fields.care_category_id = 'Only a care video has a care category.';
    }
    if (item.care_speaker_id != null) fields.care_speaker_id = 'Only a care video has a speaker.';
  }
  return fields;
}

/** Refuses (400, by field) a care video whose category or speaker does not exist. */
export async function checkCareVideoRefs(tx: Db, item: Values): Promise<void> {
  const [category] = await tx
    .select({ id: careCategories.id })
    .from(careCategories)
    .where(eq(careCategories.id, Number(item.care_category_id)));
  if (!category) throw validationFailed({ care_category_id: 'Choose one of the care categories.' });
  if (item.care_speaker_id != null) {
    const [speaker] = await tx
      .select({ id: careSpeakers.id })
      .from(careSpeakers)
      .where(eq(careSpeakers.id, Number(item.care_speaker_id)));
    if (!speaker) throw validationFailed({ care_speaker_id: 'Choose one of the speakers.' });
  }
}
