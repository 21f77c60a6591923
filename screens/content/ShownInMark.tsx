import { Badge } from '#ds/display/Badge';
import { useLocale, useT } from '#ds/i18n';

/**
 * 'Shown in English': the item has no finished text in the language asked for (decision 068),
 * so its English is shown. Nothing when it is shown in the language asked for.
 */
export function ShownInMark({ shownIn, language }: { shownIn: string; language?: string }) {
  const t = useT();
  const locale = useLocale();
  if (shownIn === (language ?? locale) || shownIn !== 'en') return null;
  return (
    <Badge tone="info" size="small">
      {t('education.shownInEnglish')}
    </Badge>
  );
}
