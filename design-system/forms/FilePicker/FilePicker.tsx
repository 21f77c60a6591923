import { useEffect, useMemo, useRef, useState, type DragEvent } from 'react';
import { Button } from '#ds/actions/Button';
import { Icon } from '#ds/display/Icon';
import { localeTags, useLocale, useT } from '#ds/i18n';
import { FormField, useFieldBinding, type FieldProps } from '../FormField';
import { composeValidators } from '../validators';
import {
  StyledActions,
  StyledFileIcon,
  StyledFileName,
  StyledFileRow,
  StyledFileSize,
  StyledFileText,
  StyledProgress,
  StyledProgressFill,
  StyledProgressText,
  StyledProgressTrack,
  StyledPrompt,
  StyledRules,
  StyledUploaded,
  StyledUploadError,
  StyledUploadErrorText,
  StyledZone,
  StyledZoneIcon,
} from './FilePicker.styles';
import {
  fileSizeValidator,
  fileTypeValidator,
  formatAccept,
  formatFileSize,
  type FilePickerValue,
} from './fileRules';

/** The value is the chosen `File` (or a stored file's name); `id` is the choose button's. */
export type FilePickerProps = FieldProps<FilePickerValue> & {
  /** The file types allowed, as for `<input type="file">`: `.mp4,.mov,video/*`. */
  accept?: string;
  /** How the accepted types are shown, already translated; made from `accept` by default. */
  acceptLabel?: string;
  /** The largest file allowed, in bytes. */
  maxSize?: number;
  /** Upload progress from 0 to 100: shows a progress bar, and "Upload complete" at 100. */
  progress?: number;
  /** Why the upload failed, already translated: shows the failed state with a retry button. */
  uploadError?: string;
  /** Starts the upload again after a failure. */
  onRetry?: () => void;
  /**
   * Called with a newly chosen file that passes the type and size checks (start the upload
   * here), and with `undefined` when the file is removed.
   */
  onFileChange?: (file: File | undefined) => void;
};

function isFile(value: unknown): value is File {
  return typeof File !== 'undefined' && value instanceof File;
}

const videoExtensions = /\.(mp4|mov|m4v|webm|avi|mkv)$/i;

function isVideo(value: FilePickerValue): boolean {
  return isFile(value) && value.type
    ? value.type.startsWith('video/')
    : videoExtensions.test(value.name);
}

function hasFiles(event: DragEvent<HTMLElement>): boolean {
  return Array.from(event.dataTransfer?.types ?? []).includes('Files');
}

/**
 * Choose one file by button or by dropping it on the zone. Checks type and size (with
 * translated messages), shows the file's name and size, then the upload's progress, or its
 * failure with a retry button. The choose button is the field's control, so the label, hint,
 * error and the error summary's link all lead to it.
 */
export function FilePicker({
  name,
  label,
  hint,
  accept,
  acceptLabel,
  maxSize,
  validate,
  required,
  disabled = false,
  progress,
  uploadError,
  onRetry,
  onFileChange,
  id: idProp,
}: FilePickerProps) {
  const t = useT();
  const localeTag = localeTags[useLocale()];
  const inputRef = useRef<HTMLInputElement>(null);
  const focusAfterRemove = useRef(false);
  const [dragging, setDragging] = useState(false);

  const typesText = accept ? (acceptLabel ?? formatAccept(accept)) : undefined;
  const maxSizeText = maxSize === undefined ? undefined : formatFileSize(maxSize, localeTag);
  const fileChecks = useMemo(
    () =>
      composeValidators<unknown>(
        accept && typesText ? fileTypeValidator(accept, typesText) : undefined,
        maxSize !== undefined && maxSizeText ? fileSizeValidator(maxSize, maxSizeText) : undefined,
      ),
    [accept, typesText, maxSize, maxSizeText],
  );
  const checks = useMemo(
    () => composeValidators<FilePickerValue | undefined>(fileChecks, validate),
    [fileChecks, validate],
  );
  const { id, input, error } = useFieldBinding<FilePickerValue | undefined>({
    name,
    label,
    id: idProp,
    validate: checks,
    required,
  });
  const value = input.value || undefined;

  useEffect(() => {
    if (!value && focusAfterRemove.current) {
      focusAfterRemove.current = false;
      document.getElementById(id)?.focus();
    }
  }, [value, id]);

  const choose = (file: File | undefined) => {
    if (!file) return;
    input.onFocus();
    input.onChange(file);
    input.onBlur(); // touched at once, so a wrong type or size shows without leaving the field
    if (fileChecks(file) === undefined) onFileChange?.(file);
  };

  const remove = () => {
    focusAfterRemove.current = true;
    input.onChange(undefined);
    onFileChange?.(undefined);
  };

  const dragProps = disabled
    ? {}
    : {
        onDragEnter: (event: DragEvent<HTMLDivElement>) => {
          if (!hasFiles(event)) return;
          event.preventDefault();
          setDragging(true);
        },
        onDragOver: (event: DragEvent<HTMLDivElement>) => {
          if (!hasFiles(event)) return;
          event.preventDefault();
          event.dataTransfer.dropEffect = 'copy';
          setDragging(true);
        },
        onDragLeave: (event: DragEvent<HTMLDivElement>) => {
          if (
            event.relatedTarget instanceof Node &&
            event.currentTarget.contains(event.relatedTarget)
          )
            return;
          setDragging(false);
        },
        onDrop: (event: DragEvent<HTMLDivElement>) => {
          event.preventDefault();
          setDragging(false);
          choose(event.dataTransfer?.files?.[0]);
        },
      };

  const rulesId = `${id}-rules`;
  // The rules matter while choosing, or when the chosen file breaks them.
  const hasRules = Boolean(typesText || maxSizeText) && (!value || Boolean(error));
  const uploading = value && !uploadError && progress !== undefined && progress < 100;
  const uploaded = value && !uploadError && progress !== undefined && progress >= 100;
  const percent = progress === undefined ? 0 : Math.min(100, Math.max(0, Math.round(progress)));
  const percentText = new Intl.NumberFormat(localeTag, { style: 'percent' }).format(percent / 100);

  return (
    <FormField
      id={id}
      label={label}
      hint={hint}
      error={error}
      required={required}
      disabled={disabled}
      describedBy={hasRules ? rulesId : undefined}
    >
      {(control) => (
        <StyledZone
          data-state={value ? 'selected' : 'empty'}
          data-dragging={dragging}
          data-invalid={Boolean(error)}
          data-disabled={disabled}
          {...dragProps}
        >
          <input
            ref={inputRef}
            type="file"
            hidden
            accept={accept}
            disabled={disabled}
            onChange={(event) => {
              choose(event.target.files?.[0]);
              event.target.value = ''; // choosing the same file again still reports a change
            }}
          />

          {value ? (
            <StyledFileRow>
              <StyledFileIcon>
                {isVideo(value) ? <Icon name="video" /> : <FileIcon />}
              </StyledFileIcon>
              <StyledFileText>
                <StyledFileName title={value.name}>{value.name}</StyledFileName>
                {value.size !== undefined && (
                  <StyledFileSize>{formatFileSize(value.size, localeTag)}</StyledFileSize>
                )}
              </StyledFileText>
            </StyledFileRow>
          ) : (
            <StyledZoneIcon aria-hidden="true">
              <Icon name="upload" />
            </StyledZoneIcon>
          )}

          {uploading && (
            <StyledProgress>
              <StyledProgressText aria-hidden="true">
                {t('filePicker.uploadProgress', { percent: percentText })}
              </StyledProgressText>
              <StyledProgressTrack
                role="progressbar"
                aria-label={t('filePicker.uploading', { name: value.name })}
                aria-valuemin={0}
                aria-valuemax={100}
                aria-valuenow={percent}
                aria-valuetext={percentText}
              >
                <StyledProgressFill $percent={percent} />
              </StyledProgressTrack>
            </StyledProgress>
          )}

          {uploaded && (
            <StyledUploaded>
              <Icon name="check" size="small" />
              {t('filePicker.uploaded')}
            </StyledUploaded>
          )}

          {value && uploadError && (
            <StyledUploadError role="alert">
              <Icon name="error" size="small" />
              <StyledUploadErrorText>
                <strong>{t('filePicker.uploadFailed')}</strong>
                <span>{uploadError}</span>
                {onRetry && (
                  <Button
                    variant="secondary"
                    size="small"
                    icon={<Icon name="refresh" size="small" />}
                    onClick={onRetry}
                  >
                    {t('common.retry')}
                  </Button>
                )}
              </StyledUploadErrorText>
            </StyledUploadError>
          )}

          <StyledActions>
            <Button
              {...control}
              aria-labelledby={`${id}-label ${id}-action`}
              variant="secondary"
              size={value ? 'small' : 'medium'}
              disabled={disabled}
              onClick={() => inputRef.current?.click()}
            >
              <span id={`${id}-action`}>
                {value ? t('filePicker.replace') : t('filePicker.choose')}
              </span>
            </Button>
            {value && (
              <Button
                variant="plain"
                tone="critical"
                size="small"
                icon={<Icon name="trash" size="small" />}
                disabled={disabled}
                onClick={remove}
              >
                {t('filePicker.remove')}
              </Button>
            )}
          </StyledActions>

          {!value && !disabled && (
            <StyledPrompt>
              {dragging ? t('filePicker.dropNow') : t('filePicker.dragHint')}
            </StyledPrompt>
          )}

          {hasRules && (
            <StyledRules id={rulesId}>
              {typesText && <span>{t('filePicker.accepts', { types: typesText })}</span>}
              {typesText && maxSizeText && ' '}
              {maxSizeText && <span>{t('filePicker.maxSize', { size: maxSizeText })}</span>}
            </StyledRules>
          )}

          <span className="visually-hidden" aria-live="polite">
            {uploaded ? t('filePicker.uploaded') : ''}
          </span>
        </StyledZone>
      )}
    </FormField>
  );
}

/** A page with a folded corner: any file that is not a video. */
function FileIcon() {
  return (
    <svg
      width="20"
      height="20"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M14 3H6.5A1.5 1.5 0 0 0 5 4.5v15A1.5 1.5 0 0 0 6.5 21h11a1.5 1.5 0 0 0 1.5-1.5V8z" />
      <path d="M14 3v5h5" />
    </svg>
  );
}
