import type { ScreenMessage } from '#screens/shared/messages';
import { errorCode } from '#app/api';

/**
 * Why the server refused an admin's picture upload (a player category's cover, a care
 * speaker's picture), in the admin's language: too large, not a picture, or the record is gone.
 */
export function pictureRefusalOf(
  error: unknown,
  messages: { tooLarge: ScreenMessage; notPicture: ScreenMessage },
): ScreenMessage {
  switch (errorCode(error)) {
    case 'payload_too_large':
      return messages.tooLarge;
    case 'validation_failed':
    case 'unsupported_media_type':
      return messages.notPicture;
    case 'not_found':
      return 'adminResources.gone';
    default:
      return 'common.somethingWentWrong';
  }
}
