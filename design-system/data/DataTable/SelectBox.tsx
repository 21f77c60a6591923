import { useEffect, useRef, type ChangeEvent } from 'react';
import { Icon } from '#ds/display/Icon';
import { StyledBox, StyledCheckbox } from '#ds/forms/Checkbox/Checkbox.styles';
import { StyledMixedMark } from './DataTable.styles';

export type SelectBoxProps = {
  /** What checking it does, for screen readers ('Select CO-000042'). */
  label: string;
  checked: boolean;
  /** Some, not all, of the rows it stands for are selected (the header's box). */
  mixed?: boolean;
  disabled?: boolean;
  onChange: (checked: boolean) => void;
};

/** A row's (or the page's) selection box: the form checkbox's look, without a form. */
export function SelectBox({ label, checked, mixed = false, disabled, onChange }: SelectBoxProps) {
  const ref = useRef<HTMLInputElement>(null);
  // `indeterminate` exists only as a DOM property: screen readers then say 'mixed'.
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = mixed;
  }, [mixed]);
  return (
    <StyledBox>
      <StyledCheckbox
        ref={ref}
        type="checkbox"
        aria-label={label}
        checked={checked}
        disabled={disabled}
        onChange={(event: ChangeEvent<HTMLInputElement>) => onChange(event.target.checked)}
      />
      <Icon name="check" size="small" />
      <StyledMixedMark aria-hidden="true" />
    </StyledBox>
  );
}
