import type { Validator } from '../validators';

/**
 * What every field of the design system takes, whatever its control: TextField, Textarea,
 * Select, PasswordField, Checkbox, Switch, RadioGroup and FilePicker. The error is not a prop:
 * it comes from the form (react-final-form), through `useFieldBinding`.
 */
export type FieldProps<Value> = {
  /** The value's name in the form. */
  name: string;
  /** The visible label (a group's legend), already translated. */
  label: string;
  /** Help under the label, already translated. */
  hint?: string;
  /** Checks run on the value; they return message keys. */
  validate?: Validator<Value | undefined>;
  /** Marks the label and adds the required check. */
  required?: boolean;
  disabled?: boolean;
  /** The control's id; a stable generated one by default. */
  id?: string;
};

/**
 * The attributes of the underlying element that a field sets itself, left out of those it
 * passes on (`Omit<InputHTMLAttributes<HTMLInputElement>, FieldOwnedAttributes | 'type'>`).
 */
export type FieldOwnedAttributes =
  keyof FieldProps<unknown> | 'value' | 'defaultValue' | 'onChange' | 'children';
