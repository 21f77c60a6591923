import { useState } from 'react';
import { Form } from 'react-final-form';
import { InlineAlert } from '#ds/feedback/InlineAlert';
import { Spinner } from '#ds/feedback/Spinner';
import { FilePicker, translateError, type ValidationError } from '#ds/forms';
import { localeTags, useLocale, useT } from '#ds/i18n';
import { StyledLogoField } from './LogoUploadField.styles';

/**
 * The server's verdict on a logo's resolution at its printed size: `ok` from 300 effective
 * ppi, `low` (printed, with a warning) from 150, `refused` below (the logo is not kept).
 */
export type LogoCheck = { verdict: 'ok' | 'low'; ppi: number } | { verdict: 'refused' };

/** What an upload came to: the check of a stored logo, or why it was refused. */
export type LogoUploadOutcome = LogoCheck | { error: ValidationError };

export type LogoUploadFieldProps = {
  /** Uploads the chosen image; answers the server's check, or its refusal. */
  onUpload: (file: File) => Promise<LogoUploadOutcome>;
  /** The check of the logo already on the card, if any. */
  check?: LogoCheck | null;
  /** The image types a browser offers to choose ('.png,.jpg'); the server checks the content. */
  accept: string;
  maxSize: number;
  /** The resolution below which the server warns, and below which it refuses. */
  warnBelowPpi: number;
  refuseBelowPpi: number;
};

type Upload =
  | { state: 'idle' }
  | { state: 'uploading' }
  | { state: 'checked'; check: LogoCheck }
  | { state: 'failed'; error: ValidationError; file: File };

/**
 * The church's logo for the card: choose an image, it uploads at once, and the server's
 * resolution check shows under it: sharp enough, a warning that it may print blurred, or a
 * refusal with what to do instead.
 */
export function LogoUploadField({
  onUpload,
  check: savedCheck = null,
  accept,
  maxSize,
  warnBelowPpi,
  refuseBelowPpi,
}: LogoUploadFieldProps) {
  const t = useT();
  const format = new Intl.NumberFormat(localeTags[useLocale()]);
  const [upload, setUpload] = useState<Upload>({ state: 'idle' });

  const send = async (file: File) => {
    setUpload({ state: 'uploading' });
    let outcome: LogoUploadOutcome;
    try {
      outcome = await onUpload(file);
    } catch {
      outcome = { error: 'common.somethingWentWrong' };
    }
    setUpload(
      'error' in outcome
        ? { state: 'failed', error: outcome.error, file }
        : { state: 'checked', check: outcome },
    );
  };

  const check =
    upload.state === 'checked' ? upload.check : upload.state === 'idle' ? savedCheck : null;
  const params = {
    ppi: format.format(check && 'ppi' in check ? Math.round(check.ppi) : 0),
    warn: format.format(warnBelowPpi),
    refuse: format.format(refuseBelowPpi),
  };

  return (
    <StyledLogoField>
      <Form
        onSubmit={() => undefined}
        render={() => (
          <FilePicker
            name="logo"
            label={t('invitationCards.logo.label')}
            hint={t('invitationCards.logo.hint', params)}
            accept={accept}
            maxSize={maxSize}
            progress={upload.state === 'checked' ? 100 : undefined}
            uploadError={upload.state === 'failed' ? translateError(t, upload.error) : undefined}
            onRetry={upload.state === 'failed' ? () => void send(upload.file) : undefined}
            onFileChange={(file) => {
              if (file) void send(file);
              else setUpload({ state: 'idle' });
            }}
          />
        )}
      />
      {upload.state === 'uploading' && (
        <Spinner size="small" label={t('invitationCards.logo.checking')} />
      )}
      {check?.verdict === 'ok' && (
        <InlineAlert tone="success" title={t('invitationCards.logo.ok', params)} />
      )}
      {check?.verdict === 'low' && (
        <InlineAlert
          tone="warning"
          title={t('invitationCards.logo.lowTitle', params)}
          description={t('invitationCards.logo.low', params)}
        />
      )}
      {check?.verdict === 'refused' && (
        <InlineAlert
          tone="critical"
          title={t('invitationCards.logo.refusedTitle', params)}
          description={t('invitationCards.logo.refused', params)}
        />
      )}
    </StyledLogoField>
  );
}
