import { useT } from '#ds/i18n';
import { RequiredNote } from '../FormField';
import { Select, type SelectOption } from '../Select';
import { TextField } from '../TextField';
import { composeValidators, maxLength, required, withMessage, type Validator } from '../validators';
import { StyledFieldset, StyledLegend, StyledRow } from './ShippingAddressFields.styles';

/** The shipping address as the fields name their values (country: ISO 3166-1 alpha-2). */
export type ShippingAddressValues = {
  name: string;
  address: string;
  address2?: string;
  city: string;
  state: string;
  zipCode: string;
  country: string;
};

/** The longest value the server takes for each field. */
export type ShippingAddressLimits = {
  name: number;
  address: number;
  city: number;
  state: number;
  zip: number;
};

export type ShippingAddressFieldsProps = {
  /** Every country a parcel can go to, named in the current language. */
  countries: readonly SelectOption[];
  limits: ShippingAddressLimits;
  /** The group's heading; 'Shipping address' by default. */
  legend?: string;
};

const usZip = /^\d{5}(-\d{4})?$/;

/** A US zip code is 5 digits (or ZIP+4): carriers refuse anything else. */
const zipForCountry: Validator<string | undefined> = (value, allValues) =>
  value &&
  (allValues as { country?: string } | undefined)?.country?.toUpperCase() === 'US' &&
  !usZip.test(value.trim())
    ? 'shippingAddress.zipInvalid'
    : undefined;

function text(message: Parameters<typeof withMessage>[1], max: number) {
  return composeValidators<string | undefined>(withMessage(required, message), maxLength(max));
}

/**
 * Where cards are shipped, inside a react-final-form form: name, address, address line 2,
 * city, state, zip code and country, with the spec's required-field prompts.
 */
export function ShippingAddressFields({ countries, limits, legend }: ShippingAddressFieldsProps) {
  const t = useT();
  return (
    <StyledFieldset>
      <StyledLegend>{legend ?? t('shippingAddress.title')}</StyledLegend>
      <RequiredNote />
      <TextField
        name="name"
        label={t('shippingAddress.name')}
        hint={t('shippingAddress.nameHint')}
        autoComplete="shipping name"
        validate={text('shippingAddress.nameRequired', limits.name)}
        required
      />
      <TextField
        name="address"
        label={t('locationForm.address')}
        autoComplete="shipping address-line1"
        validate={text('locationForm.addressRequired', limits.address)}
        required
      />
      <TextField
        name="address2"
        label={t('locationForm.address2')}
        autoComplete="shipping address-line2"
        validate={maxLength(limits.address)}
      />
      <StyledRow>
        <TextField
          name="city"
          label={t('locationForm.city')}
          autoComplete="shipping address-level2"
          validate={text('locationForm.cityRequired', limits.city)}
          required
        />
        <TextField
          name="state"
          label={t('locationForm.state')}
          autoComplete="shipping address-level1"
          validate={text('locationForm.stateRequired', limits.state)}
          required
        />
      </StyledRow>
      <StyledRow>
        <TextField
          name="zipCode"
          label={t('locationForm.zip')}
          autoComplete="shipping postal-code"
          validate={composeValidators(text('locationForm.zipRequired', limits.zip), zipForCountry)}
          required
        />
        <Select
          name="country"
          label={t('locationForm.country')}
          options={countries}
          placeholder={t('shippingAddress.chooseCountry')}
          autoComplete="shipping country"
          validate={withMessage(required, 'locationForm.countryRequired')}
          required
        />
      </StyledRow>
    </StyledFieldset>
  );
}
