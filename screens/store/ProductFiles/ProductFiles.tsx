import { useState } from 'react';
import { Form } from 'react-final-form';
import { Card } from '#ds/display/Card';
import { FilePicker, translateError } from '#ds/forms';
import { useT } from '#ds/i18n';
import type { ScreenMessage } from '#screens/shared/messages';
import { StyledFiles, StyledNoPicture, StyledPicture } from './ProductFiles.styles';

/** Sends one file; a message when the server refused it. */
export type UploadProductFile = (file: File) => Promise<ScreenMessage | void>;

export type ProductFilesProps = {
  /** The product's picture as the store shows it; null before one is uploaded. */
  imageUrl: string | null;
  /** A digital product's file name; null for a product that is shipped. */
  fileName: string | null;
  onUploadPicture: UploadProductFile;
  onUploadFile: UploadProductFile;
  /** The largest picture and file, in bytes (the server's limits). */
  maxPictureBytes: number;
  maxFileBytes: number;
};

type UploadState =
  | { state: 'idle' }
  | { state: 'uploading' }
  | { state: 'done' }
  | { state: 'failed'; error: ScreenMessage; file: File };

function useUpload(onUpload: UploadProductFile) {
  const [upload, setUpload] = useState<UploadState>({ state: 'idle' });
  const send = async (file: File) => {
    setUpload({ state: 'uploading' });
    const refused = await onUpload(file).catch(() => 'common.somethingWentWrong' as const);
    setUpload(refused ? { state: 'failed', error: refused, file } : { state: 'done' });
  };
  return { upload, send, reset: () => setUpload({ state: 'idle' }) };
}

/**
 * A product's picture and, for a digital product, its file (the admin's product page): each as
 * it is now, replaced by choosing a new one. The server checks both by their content.
 */
export function ProductFiles({
  imageUrl,
  fileName,
  onUploadPicture,
  onUploadFile,
  maxPictureBytes,
  maxFileBytes,
}: ProductFilesProps) {
  const t = useT();
  const picture = useUpload(onUploadPicture);
  const file = useUpload(onUploadFile);
  const pickerProps = (state: ReturnType<typeof useUpload>) => ({
    progress: state.upload.state === 'done' ? 100 : undefined,
    uploadError:
      state.upload.state === 'failed' ? translateError(t, state.upload.error) : undefined,
    onRetry:
      state.upload.state === 'failed'
        ? () => void state.send((state.upload as { file: File }).file)
        : undefined,
    onFileChange: (chosen: File | undefined) => {
      if (chosen) void state.send(chosen);
      else state.reset();
    },
  });
  return (
    <Card>
      <Card.Header titleAs="h2" title={t('store.admin.filesTitle')} />
      <Card.Body>
        <StyledFiles>
          <div>
            {imageUrl ? (
              <StyledPicture src={imageUrl} alt={t('store.admin.currentPicture')} />
            ) : (
              <StyledNoPicture>{t('store.admin.noPicture')}</StyledNoPicture>
            )}
            <Form
              onSubmit={() => undefined}
              render={() => (
                <FilePicker
                  name="picture"
                  label={t('store.admin.picture')}
                  hint={t('store.admin.pictureHint')}
                  accept=".jpg,.jpeg,.png,.webp,.gif"
                  maxSize={maxPictureBytes}
                  {...pickerProps(picture)}
                />
              )}
            />
          </div>
          <div>
            <p>
              {fileName
                ? t('store.admin.currentFile', { name: fileName })
                : t('store.admin.noFile')}
            </p>
            <Form
              onSubmit={() => undefined}
              render={() => (
                <FilePicker
                  name="file"
                  label={t('store.admin.file')}
                  hint={t('store.admin.fileHint')}
                  accept=".pdf,.zip"
                  maxSize={maxFileBytes}
                  {...pickerProps(file)}
                />
              )}
            />
          </div>
        </StyledFiles>
      </Card.Body>
    </Card>
  );
}
