import { useT, type MessageKey } from '#ds/i18n';
import { Select, type SelectProps } from '../Select';
import { TextField, type TextFieldProps } from '../TextField';
import { composeValidators, maxLength, required, withMessage, type Validator } from '../validators';

/** The longest value the server takes for each field of a location. */
export type LocationLimits = {
  name: number;
  address: number;
  city: number;
  state: number;
  zip: number;
};

type Check = Validator<string | undefined>;

/**
 * The checks of a location's fields, with the spec's own prompts for the required ones; with
 * `limits`, each text also refuses more than the server takes.
 */
export function locationChecks(limits?: LocationLimits) {
  const text = (key: Parameters<typeof withMessage>[1], max: number | undefined): Check =>
    max === undefined
      ? withMessage(required, key)
      : composeValidators<string | undefined>(withMessage(required, key), maxLength(max));
  return {
    name: text('locationForm.nameRequired', limits?.name),
    address: text('locationForm.addressRequired', limits?.address),
    address2: limits ? maxLength(limits.address) : undefined,
    city: text('locationForm.cityRequired', limits?.city),
    state: text('locationForm.stateRequired', limits?.state),
    zip: text('locationForm.zipRequired', limits?.zip),
    country: withMessage(required, 'locationForm.countryRequired'),
  };
}

/** A text field of a location: its value's name may differ (`zipCode`), its words may not. */
type TextPartProps = Partial<Omit<TextFieldProps, 'label'>>;

function textPart(
  name: string,
  label: MessageKey,
  {
    hint,
    autoComplete,
    required = true,
  }: { hint?: MessageKey; autoComplete?: string; required?: boolean },
) {
  return function LocationTextField(props: TextPartProps) {
    const t = useT();
    return (
      <TextField
        name={name}
        label={t(label)}
        hint={hint && t(hint)}
        autoComplete={autoComplete}
        required={required}
        {...props}
      />
    );
  };
}

const Name = textPart('name', 'locationForm.name', { hint: 'locationForm.nameHint' });
const Address = textPart('address', 'locationForm.address', { autoComplete: 'address-line1' });
const Address2 = textPart('address2', 'locationForm.address2', {
  autoComplete: 'address-line2',
  required: false,
});
const City = textPart('city', 'locationForm.city', { autoComplete: 'address-level2' });
const State = textPart('state', 'locationForm.state', { autoComplete: 'address-level1' });
const Zip = textPart('zip', 'locationForm.zip', { autoComplete: 'postal-code' });

function Country(props: Partial<Omit<SelectProps, 'label'>> & Pick<SelectProps, 'options'>) {
  const t = useT();
  return <Select name="country" label={t('locationForm.country')} required {...props} />;
}

/**
 * The fields of a church location (the spec's name, address, address 2, city, state, zip code
 * and country), each with its label, hint and autofill token, inside a react-final-form form.
 * A form lays them out itself and gives each its check (`locationChecks`).
 */
export const LocationFields = { Name, Address, Address2, City, State, Zip, Country };
