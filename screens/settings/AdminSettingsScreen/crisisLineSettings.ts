import type { CrisisLineKey } from '#contract/care/crisisLine';
import type { MessageKey } from '#ds/i18n';

// The crisis line on every care page (decision 076): one text per language, in its own group
// of the settings page.

export const crisisLineLabels: Record<CrisisLineKey, { label: MessageKey; hint: MessageKey }> = {
  crisis_line_en: {
    label: 'careVideos.settings.crisisLineEn',
    hint: 'careVideos.settings.crisisLineHint',
  },
  crisis_line_es: {
    label: 'careVideos.settings.crisisLineEs',
    hint: 'careVideos.settings.crisisLineHint',
  },
  crisis_line_fr: {
    label: 'careVideos.settings.crisisLineFr',
    hint: 'careVideos.settings.crisisLineHint',
  },
  crisis_line_ko: {
    label: 'careVideos.settings.crisisLineKo',
    hint: 'careVideos.settings.crisisLineHint',
  },
};

export const crisisLineSection: { title: MessageKey; description: MessageKey } = {
  title: 'careVideos.settings.title',
  description: 'careVideos.settings.description',
};
