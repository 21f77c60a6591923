import { InlineAlert } from '#ds/feedback/InlineAlert';
import { useT } from '#ds/i18n';

export type CrisisLineProps = {
  /** The admin's crisis line for the reader's language (or English); '' when none is set. */
  text: string;
};

/**
 * The crisis line on every care page (decision 076): the admin's text for the reader's
 * language, or, when none is set, a plain "call your local emergency number". Never hidden.
 */
export function CrisisLine({ text }: CrisisLineProps) {
  const t = useT();
  return (
    <InlineAlert
      tone="info"
      role="note"
      aria-label={t('careVideos.crisisLine.title')}
      data-testid="crisis-line"
      title={t('careVideos.crisisLine.title')}
      description={text.trim() !== '' ? text : t('careVideos.crisisLine.fallback')}
    />
  );
}
