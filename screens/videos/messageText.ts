import type { Translate } from '#ds/i18n';
import type { ScreenMessage } from '#screens/shared/messages';

/** A container's message in the person's language. */
export function messageText(t: Translate, message: ScreenMessage): string {
  return typeof message === 'string' ? t(message) : t(message.key, message.params);
}
