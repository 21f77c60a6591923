import { useMutation } from '@tanstack/react-query';
import { endpoints } from '#contract';
import { LOCATION_LIMITS } from '#contract/campuses/locations';
import { LIMITS } from '#contract/validation';
import type { ShippingAddressValues } from '#ds/forms';
import type { ShippingAddressCardProps } from '#screens/account/ShippingAddressCard';
import { useCountryOptions } from '#screens/campuses/CampusesScreen/useCountryOptions';
import type { ScreenFormOutcome } from '#screens/shared/ScreenForm';
import { errorCode, fieldErrors } from '#app/api';
import { endpointMutation } from '#app/query/endpointMutation';
import { reportFailure } from '#app/shared/apiErrors';
import { SHIPPING_FIELDS, shippingAddressOf, shippingValuesOf } from './shippingAddress';
import { useSessionUser } from '#app/shared/useSessionUser';

/** What a refused save means on the form: the server's refused fields at their fields. */
export function shippingSaveOutcomeOf(error: unknown): ScreenFormOutcome {
  if (errorCode(error) !== 'validation_failed') return { formError: 'common.somethingWentWrong' };
  const named: NonNullable<ScreenFormOutcome['fieldErrors']> = {};
  for (const field of Object.keys(fieldErrors(error))) {
    const ours = SHIPPING_FIELDS[field];
    if (ours) named[ours] = 'orderCards.errors.fieldRefused';
  }
  return Object.keys(named).length > 0
    ? { fieldErrors: named }
    : { formError: 'common.somethingWentWrong' };
}

/**
 * Account › Shipping address: the profile's saved address (the session), saved through
 * POST /users/update_shipping, which refreshes the profile and the card order form's address.
 */
export function useShippingAddressCard(): ShippingAddressCardProps {
  const user = useSessionUser();
  const save = useMutation(endpointMutation(endpoints.updateShipping));
  const saved = user?.shippingInfo;
  return {
    address: saved ? (shippingValuesOf(saved) as ShippingAddressValues) : null,
    countries: useCountryOptions(),
    limits: { ...LOCATION_LIMITS, name: LIMITS.name },
    onSave: async (values) => {
      try {
        await save.mutateAsync(shippingAddressOf(values));
        return undefined;
      } catch (error) {
        const outcome = shippingSaveOutcomeOf(error);
        if (outcome.formError) reportFailure('Saving the shipping address', error);
        return outcome;
      }
    },
  };
}
