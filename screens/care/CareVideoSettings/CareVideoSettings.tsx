import { Select, TextField, type SelectOption } from '#ds/forms';
import { useT } from '#ds/i18n';

export type CareVideoSettingsProps = {
  /** The care categories a video may be under. */
  categories: readonly SelectOption[];
  /** The speakers; none is a choice too. */
  speakers: readonly SelectOption[];
};

/**
 * A care video's own settings in the content form (decision 076): its category, its speaker and
 * its place among the category's videos. Inside the content form's settings, whose values they join.
 */
export function CareVideoSettings({ categories, speakers }: CareVideoSettingsProps) {
  const t = useT();
  return (
    <>
      <Select
        name="care_category_id"
        label={t('careVideos.admin.category')}
        hint={t('careVideos.admin.categoryHint')}
        options={categories}
        required
        placeholder={false}
      />
      <Select
        name="care_speaker_id"
        label={t('careVideos.admin.speaker')}
        hint={t('careVideos.admin.speakerHint')}
        options={[{ value: '', label: t('careVideos.admin.noSpeaker') }, ...speakers]}
        placeholder={false}
      />
      <TextField
        name="position"
        inputMode="numeric"
        label={t('resources.content.fields.position')}
      />
    </>
  );
}
