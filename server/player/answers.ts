import { eq } from 'drizzle-orm';
import type { Db } from '#server/db/database.ts';
import { validationFailed } from '#server/http/api-error.ts';
import { playerCategories } from './tables.ts';

// The website player's answers are content items of kind `answer` (decision 074): the content
// resource's rules (server/content/content-resource.ts) call these for the two fields only an
// answer has.

type Values = Record<string, unknown>;

/** The field errors of an item's category and answer type: an answer needs both, no other kind has either. */
export function checkAnswerFields(kind: string, item: Values): Record<string, string> {
  const fields: Record<string, string> = {};
  if (kind === 'answer') {
    if (item.category_id == null) fields.category_id = 'Choose the category of this answer.';
    if (item.answer_type == null) {
      fields.answer_type = 'Choose what the answer is: a video answer, an article or a prayer.';
    }
  } else {
    if (item.category_id != null) fields.category_id = 'Only an answer has a category.';
    if (item.answer_type != null) fields.answer_type = 'Only an answer has an answer type.';
  }
  return fields;
}

/** Refuses (400 on `category_id`) an answer whose category does not exist. */
export async function checkAnswerCategory(tx: Db, item: Values): Promise<void> {
  const [category] = await tx
    .select({ id: playerCategories.id })
    .from(playerCategories)
    .where(eq(playerCategories.id, Number(item.category_id)));
  if (!category) throw validationFailed({ category_id: 'Choose one of the categories.' });
}
