import type { Translate } from '../../design-system/i18n';
import type { ScreenMessage } from '../shared/messages';

/** A container's message in the person's language. */
export function messageText(t: Translate, message: ScreenMessage): string {
  return typeof message === 'string' ? t(message) : t(message.key, message.params);
}
