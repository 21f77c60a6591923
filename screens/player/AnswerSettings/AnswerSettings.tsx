import { ANSWER_TYPES } from '#contract/player/player';
import { Select, TextField, type SelectOption } from '#ds/forms';
import { useT } from '#ds/i18n';

export type AnswerSettingsProps = {
  /** The player's categories an answer may be under (moving it is choosing another). */
  categories: readonly SelectOption[];
};

/**
 * An answer's own settings in the content form (issue 26): its category, its type (spec: answer
 * type, asked for) and its place among the category's answers. Inside the content form's
 * settings, whose values they join.
 */
export function AnswerSettings({ categories }: AnswerSettingsProps) {
  const t = useT();
  return (
    <>
      <Select
        name="answer_type"
        label={t('resources.content.fields.answer_type')}
        hint={t('playerAdmin.answer.typeHint')}
        options={ANSWER_TYPES.map((type) => ({
          value: type,
          label: t(`resources.content.answerTypes.${type}`),
        }))}
        required
      />
      <Select
        name="category_id"
        label={t('resources.content.fields.category_id')}
        options={categories}
        required
        placeholder={false}
      />
      <TextField
        name="position"
        inputMode="numeric"
        label={t('resources.content.fields.position')}
        hint={t('playerAdmin.answer.positionHint')}
      />
    </>
  );
}
