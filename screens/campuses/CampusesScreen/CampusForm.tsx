import { LOCATION_LIMITS } from '#contract/campuses/locations';
import { Button } from '#ds/actions/Button';
import { composeValidators, maxLength, required, Select, TextField, withMessage } from '#ds/forms';
import { useT } from '#ds/i18n';
import type { FieldErrors, ScreenMessage } from '#screens/shared/messages';
import { ScreenForm } from '#screens/shared/ScreenForm';
import { StyledActions } from './CampusesScreen.styles';
import { CampusPinField, type CampusPinFieldProps } from './CampusPinField';
import { useCountryOptions } from './useCountryOptions';

export type CampusValues = {
  name: string;
  address: string;
  address2?: string;
  city: string;
  state: string;
  zipCode: string;
  /** ISO 3166-1 alpha-2. */
  country: string;
  /** The map pin, as typed or placed: both or neither (campusPin.ts). */
  latitude?: string;
  longitude?: string;
};

export type CampusField = keyof CampusValues;

/** What the server refused when saving a campus. */
export type CampusSaveError = { fieldErrors?: FieldErrors<CampusField>; formError?: ScreenMessage };

const text = (key: Parameters<typeof withMessage>[1], max: number) =>
  composeValidators<string | undefined>(withMessage(required, key), maxLength(max));

/** The spec's own prompts for the required location fields. */
const checks = {
  name: text('locationForm.nameRequired', LOCATION_LIMITS.name),
  address: text('locationForm.addressRequired', LOCATION_LIMITS.address),
  address2: maxLength(LOCATION_LIMITS.address),
  city: text('locationForm.cityRequired', LOCATION_LIMITS.city),
  state: text('locationForm.stateRequired', LOCATION_LIMITS.state),
  zipCode: text('locationForm.zipRequired', LOCATION_LIMITS.zip),
  country: withMessage(required, 'locationForm.countryRequired'),
};

export type CampusFormProps = CampusPinFieldProps & {
  initialValues?: Partial<CampusValues>;
  /** Saves the campus; answers what the server refused, if anything. */
  onSave: (values: CampusValues) => Promise<CampusSaveError | void> | CampusSaveError | void;
  onCancel?: () => void;
  submitLabel: string;
};

/** The spec's location fields: name, address, address 2, city, state, zip code, country. */
export function CampusForm({
  initialValues,
  onSave,
  onCancel,
  submitLabel,
  tiles,
  onFindPin,
}: CampusFormProps) {
  const t = useT();
  const countries = useCountryOptions();

  return (
    <ScreenForm<CampusValues> onSubmit={(values) => onSave(values)} initialValues={initialValues}>
      {({ submitting }) => (
        <>
          <TextField
            name="name"
            label={t('locationForm.name')}
            hint={t('locationForm.nameHint')}
            validate={checks.name}
            required
          />
          <TextField
            name="address"
            label={t('locationForm.address')}
            autoComplete="address-line1"
            validate={checks.address}
            required
          />
          <TextField
            name="address2"
            label={t('locationForm.address2')}
            autoComplete="address-line2"
            validate={checks.address2}
          />
          <ScreenForm.Row>
            <TextField
              name="city"
              label={t('locationForm.city')}
              autoComplete="address-level2"
              validate={checks.city}
              required
            />
            <TextField
              name="state"
              label={t('locationForm.state')}
              autoComplete="address-level1"
              validate={checks.state}
              required
            />
          </ScreenForm.Row>
          <ScreenForm.Row>
            <TextField
              name="zipCode"
              label={t('locationForm.zip')}
              autoComplete="postal-code"
              validate={checks.zipCode}
              required
            />
            <Select
              name="country"
              label={t('locationForm.country')}
              options={countries}
              placeholder={t('campuses.chooseCountry')}
              validate={checks.country}
              required
            />
          </ScreenForm.Row>
          <CampusPinField tiles={tiles} onFindPin={onFindPin} />
          <StyledActions>
            <Button type="submit" loading={submitting}>
              {submitLabel}
            </Button>
            {onCancel && (
              <Button type="button" variant="secondary" onClick={onCancel}>
                {t('common.cancel')}
              </Button>
            )}
          </StyledActions>
        </>
      )}
    </ScreenForm>
  );
}
