import { LOCATION_LIMITS } from '#contract/campuses/locations';
import { Button } from '#ds/actions/Button';
import { LocationFields, locationChecks } from '#ds/forms';
import { useT } from '#ds/i18n';
import type { FieldErrors, ScreenMessage } from '#screens/shared/messages';
import { ScreenForm } from '#screens/shared/ScreenForm';
import { CampusPinField, type CampusPinFieldProps } from './CampusPinField';
import { useCountryOptions } from './useCountryOptions';
import { Stack } from '#ds/primitives/Stack';

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

/** The spec's own prompts for the required location fields, and the server's limits. */
const checks = locationChecks(LOCATION_LIMITS);

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
          <LocationFields.Name validate={checks.name} />
          <LocationFields.Address validate={checks.address} />
          <LocationFields.Address2 validate={checks.address2} />
          <ScreenForm.Row>
            <LocationFields.City validate={checks.city} />
            <LocationFields.State validate={checks.state} />
          </ScreenForm.Row>
          <ScreenForm.Row>
            <LocationFields.Zip name="zipCode" validate={checks.zip} />
            <LocationFields.Country
              options={countries}
              placeholder={t('campuses.chooseCountry')}
              validate={checks.country}
            />
          </ScreenForm.Row>
          <CampusPinField tiles={tiles} onFindPin={onFindPin} />
          <Stack direction="horizontal" wrap="wrap" gap={3}>
            <Button type="submit" loading={submitting}>
              {submitLabel}
            </Button>
            {onCancel && (
              <Button type="button" variant="secondary" onClick={onCancel}>
                {t('common.cancel')}
              </Button>
            )}
          </Stack>
        </>
      )}
    </ScreenForm>
  );
}
