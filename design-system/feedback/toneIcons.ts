import type { IconName } from '#ds/display/Icon';
import type { MessageKey } from '#ds/i18n';

/** The tones of alerts and toasts. */
export type FeedbackTone = 'info' | 'success' | 'warning' | 'critical';

/** Each tone's icon and the word that names it for screen readers, since colour cannot. */
export const toneIcons: Record<FeedbackTone, { name: IconName; label: MessageKey }> = {
  info: { name: 'info', label: 'icon.label.info' },
  success: { name: 'success', label: 'icon.label.success' },
  warning: { name: 'warning', label: 'icon.label.warning' },
  critical: { name: 'error', label: 'icon.label.error' },
};
