import { FormField, useFieldBinding, type FieldProps } from '../FormField';
import {
  StyledOption,
  StyledOptionHint,
  StyledOptionLabel,
  StyledOptions,
  StyledRadio,
} from './RadioGroup.styles';

export type RadioOption = {
  value: string;
  /** The option's text, already translated. */
  label: string;
  /** More text under the option, already translated. */
  hint?: string;
  disabled?: boolean;
};

/** `name` is also the radios' shared name, `label` the question the group answers (its legend). */
export type RadioGroupProps = FieldProps<string> & {
  options: readonly RadioOption[];
  /** `horizontal` for two or three short options. */
  orientation?: 'vertical' | 'horizontal';
};

/**
 * Native radio buttons in a fieldset whose legend is the question: Tab enters the group on the
 * chosen option, arrow keys move and choose, as the platform does.
 */
export function RadioGroup({
  name,
  label,
  hint,
  options,
  validate,
  required,
  disabled,
  orientation = 'vertical',
  id: idProp,
}: RadioGroupProps) {
  const { id, input, error } = useFieldBinding<string | undefined>({
    name,
    label,
    id: idProp,
    validate,
    required,
  });
  return (
    <FormField
      id={id}
      label={label}
      hint={hint}
      error={error}
      required={required}
      disabled={disabled}
      layout="group"
      groupRole="radiogroup"
    >
      {() => (
        <StyledOptions data-orientation={orientation}>
          {options.map((option, index) => {
            const optionId = `${id}-${index}`;
            const hintId = option.hint ? `${optionId}-hint` : undefined;
            return (
              <StyledOption key={option.value}>
                <StyledRadio
                  type="radio"
                  id={optionId}
                  name={input.name}
                  value={option.value}
                  checked={input.value === option.value}
                  disabled={option.disabled}
                  aria-describedby={hintId}
                  onChange={() => input.onChange(option.value)}
                  onBlur={() => input.onBlur()}
                  onFocus={() => input.onFocus()}
                />
                <StyledOptionLabel htmlFor={optionId}>{option.label}</StyledOptionLabel>
                {option.hint && <StyledOptionHint id={hintId}>{option.hint}</StyledOptionHint>}
              </StyledOption>
            );
          })}
        </StyledOptions>
      )}
    </FormField>
  );
}
