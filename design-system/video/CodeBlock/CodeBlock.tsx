import { useId, useRef, type Ref } from 'react';
import { Button } from '#ds/actions/Button';
import { Icon } from '#ds/display/Icon';
import { useT } from '#ds/i18n';
import { useCopyToClipboard, type CopyStatus } from '../useCopyToClipboard';
import {
  StyledCaption,
  StyledCodeBlock,
  StyledDescription,
  StyledError,
  StyledHeader,
  StyledLabel,
  StyledMessage,
  StyledPre,
} from './CodeBlock.styles';

export type CodeBlockProps = {
  /** What the code is ('Embed code'); names the block and the copy button. */
  label: string;
  /** The code, shown and copied exactly as given. */
  code: string;
  /** A line under the label ('Paste this into your website'). */
  description?: string;
  /** Called after the code reached the clipboard. */
  onCopy?: (code: string) => void;
  /** The copy state shown first (stories pin 'copied' or 'failed'); it stays until the next copy. */
  initialStatus?: CopyStatus;
  ref?: Ref<HTMLElement>;
};

/**
 * Code to copy, such as an embed snippet: monospace, scrolling sideways rather than wrapping,
 * focusable so keyboard users can scroll it, with a copy button.
 */
export function CodeBlock({
  label,
  code,
  description,
  onCopy,
  initialStatus,
  ref,
}: CodeBlockProps) {
  const t = useT();
  const id = useId();
  const labelId = `${id}-label`;
  const pre = useRef<HTMLPreElement>(null);
  const { status, copy } = useCopyToClipboard({ initialStatus });

  const handleCopy = async () => {
    if (await copy(code)) {
      onCopy?.(code);
      return;
    }
    // Select the code so the visitor can copy it by hand, as the message says.
    const node = pre.current;
    const selection = window.getSelection();
    if (!node || !selection) return;
    node.focus();
    selection.selectAllChildren(node);
  };

  return (
    <StyledCodeBlock ref={ref} aria-labelledby={labelId} data-status={status}>
      <StyledHeader>
        <StyledCaption>
          <StyledLabel id={labelId}>{label}</StyledLabel>
          {description && <StyledDescription>{description}</StyledDescription>}
        </StyledCaption>
        <Button
          variant="secondary"
          size="small"
          tone={status === 'copied' ? 'success' : 'accent'}
          icon={<Icon name={status === 'copied' ? 'check' : 'copy'} size="small" />}
          aria-describedby={labelId}
          onClick={handleCopy}
        >
          {status === 'copied' ? t('copyField.copied') : t('copyField.copy')}
        </Button>
      </StyledHeader>
      {/* Focusable so the keyboard can scroll long lines into view. */}
      <StyledPre ref={pre} tabIndex={0}>
        <code>{code}</code>
      </StyledPre>
      <StyledMessage role="status">
        {status === 'copied' && <span className="visually-hidden">{t('copyField.copied')}</span>}
        {status === 'failed' && (
          <StyledError>
            <Icon name="error" size="small" />
            {t('copyField.failed')}
          </StyledError>
        )}
      </StyledMessage>
    </StyledCodeBlock>
  );
}
