import type { ScreenFormOutcome } from '#screens/shared/ScreenForm';
import { errorCode, fieldErrors } from '#app/api';

/**
 * The server's verdict on the ship form's fields (a number not of that carrier's format, a
 * missing carrier), under the fields the admin typed in; undefined when it named none.
 */
export function shipFieldRefusal(error: unknown): ScreenFormOutcome | undefined {
  const fields = fieldErrors(error);
  if (errorCode(error) !== 'validation_failed' || Object.keys(fields).length === 0) return;
  return {
    fieldErrors: Object.fromEntries(
      Object.keys(fields).map((name) => [
        name === 'tracking_number' ? 'trackingNumber' : name,
        name === 'carrier'
          ? 'resources.card_orders.errors.carrier'
          : 'resources.card_orders.errors.tracking_number',
      ]),
    ),
  };
}
