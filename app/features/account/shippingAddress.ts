import type { Address } from '#contract/account/profile';
import type { ShippingAddressValues } from '#ds/forms';

// The shipping address between the API's shape (`zip_code`, `address2` null when empty) and the
// design system's fields (`zipCode`, '' when empty): the card order form and Account › Shipping
// address both edit it.

/** The fields' values of a saved address; an empty form for none. */
export function shippingValuesOf(
  address: Address | null | undefined,
): Partial<ShippingAddressValues> {
  if (!address) return {};
  return {
    name: address.name,
    address: address.address,
    address2: address.address2 ?? '',
    city: address.city,
    state: address.state,
    zipCode: address.zip_code,
    country: address.country.toUpperCase(),
  };
}

/** The address the API takes from the fields' values, trimmed. */
export function shippingAddressOf(values: ShippingAddressValues): Address {
  return {
    name: values.name.trim(),
    address: values.address.trim(),
    address2: values.address2?.trim() || null,
    city: values.city.trim(),
    state: values.state.trim(),
    zip_code: values.zipCode.trim(),
    country: values.country,
  };
}

/** The field of the form for each of the API's address fields (for the server's field errors). */
export const SHIPPING_FIELDS: Readonly<Record<string, keyof ShippingAddressValues>> = {
  name: 'name',
  address: 'address',
  address2: 'address2',
  city: 'city',
  state: 'state',
  zip_code: 'zipCode',
  country: 'country',
};
