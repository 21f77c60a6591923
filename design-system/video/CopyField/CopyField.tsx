import { useId, useRef, type Ref } from 'react';
import { Button } from '#ds/actions/Button';
import { Icon } from '#ds/display/Icon';
import { useT } from '#ds/i18n';
import { useCopyToClipboard, type CopyStatus } from '../useCopyToClipboard';
import {
  StyledCopyField,
  StyledError,
  StyledHint,
  StyledInput,
  StyledLabel,
  StyledMessage,
  StyledRow,
} from './CopyField.styles';

export type CopyFieldProps = {
  /** The visible label ('Your video link'). Also tells screen-reader users what the button copies. */
  label: string;
  /** The text shown and copied. */
  value: string;
  /** A line under the label. */
  description?: string;
  size?: 'small' | 'medium' | 'large';
  /** Called after the text reached the clipboard. */
  onCopy?: (value: string) => void;
  /** The copy state shown first (stories pin 'copied' or 'failed'); it stays until the next copy. */
  initialStatus?: CopyStatus;
  /** An id for the input; one is made up otherwise. */
  id?: string;
  ref?: Ref<HTMLInputElement>;
};

/**
 * A read-only field with a copy button. 'Copied!' is announced politely; when the browser
 * refuses to copy, the text is selected and the field says how to copy it by hand.
 */
export function CopyField({
  label,
  value,
  description,
  size = 'medium',
  onCopy,
  initialStatus,
  id,
  ref,
}: CopyFieldProps) {
  const t = useT();
  const ownId = useId();
  const inputId = id ?? `${ownId}-input`;
  const labelId = `${ownId}-label`;
  const hintId = `${ownId}-hint`;
  const errorId = `${ownId}-error`;
  const input = useRef<HTMLInputElement | null>(null);
  const { status, copy } = useCopyToClipboard({ initialStatus });
  const failed = status === 'failed';

  const setRefs = (node: HTMLInputElement | null) => {
    input.current = node;
    if (typeof ref === 'function') ref(node);
    else if (ref) ref.current = node;
  };

  const handleCopy = async () => {
    if (await copy(value)) {
      onCopy?.(value);
    } else {
      input.current?.focus();
      input.current?.select();
    }
  };

  const describedBy =
    [description && hintId, failed && errorId].filter(Boolean).join(' ') || undefined;

  return (
    <StyledCopyField data-size={size} data-status={status}>
      <StyledLabel id={labelId} htmlFor={inputId}>
        {label}
      </StyledLabel>
      {description && <StyledHint id={hintId}>{description}</StyledHint>}
      <StyledRow>
        <StyledInput
          ref={setRefs}
          id={inputId}
          type="text"
          value={value}
          readOnly
          spellCheck={false}
          aria-describedby={describedBy}
          aria-invalid={failed || undefined}
          onFocus={(event) => event.currentTarget.select()}
        />
        <Button
          variant="secondary"
          size={size}
          tone={status === 'copied' ? 'success' : 'accent'}
          icon={<Icon name={status === 'copied' ? 'check' : 'copy'} size="small" />}
          aria-describedby={labelId}
          onClick={handleCopy}
        >
          {status === 'copied' ? t('copyField.copied') : t('copyField.copy')}
        </Button>
      </StyledRow>
      <StyledMessage role="status">
        {status === 'copied' && <span className="visually-hidden">{t('copyField.copied')}</span>}
        {failed && (
          <StyledError id={errorId}>
            <Icon name="error" size="small" />
            {t('copyField.failed')}
          </StyledError>
        )}
      </StyledMessage>
    </StyledCopyField>
  );
}
