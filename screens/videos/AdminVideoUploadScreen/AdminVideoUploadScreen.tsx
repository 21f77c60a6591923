import type { ReactNode } from 'react';
import { Grid } from '#ds/primitives/Grid';
import { useState } from 'react';
import { Button } from '#ds/actions/Button';
import { Card } from '#ds/display/Card';
import { FilePicker, RadioGroup, withMessage, required } from '#ds/forms';
import { useT } from '#ds/i18n';
import { VideoProcessingStatus, type VideoProcessingState } from '#ds/video/VideoProcessingStatus';
import type { ScreenMessage } from '#screens/shared/messages';
import { ScreenForm, type ScreenFormOutcome } from '#screens/shared/ScreenForm';
import { ScreenFrame } from '#screens/shared/ScreenFrame';
import { messageText } from '../messageText';

export type AdminVideoKind = 'instruction' | 'monthly';

export type AdminVideoUploadValues = { kind: AdminVideoKind; video: File };

export type AdminVideoUploadScreenProps = {
  /** Sends the file with the resumable upload and saves it; answers what was refused. */
  onUpload: (values: AdminVideoUploadValues) => Promise<ScreenMessage | void>;
  /** While uploading: 0 to 100. */
  progress?: number | null;
  /** The last saved video's processing. */
  processing?: { state: VideoProcessingState; posterUrl: string | null; onRetry: () => void };
  /** The largest file, in bytes. */
  maxSize?: number;
  /** What finishes the saved video's job (a monthly video's page), under its processing. */
  nextStep?: ReactNode;
};

const requiredFile = withMessage(required, 'adminVideoUpload.fileRequired');

/**
 * Admin › Upload video: an instruction or monthly video through the same resumable upload as
 * everyone's, with its progress, then its processing.
 */
export function AdminVideoUploadScreen({
  onUpload,
  progress,
  processing,
  maxSize,
  nextStep,
}: AdminVideoUploadScreenProps) {
  const t = useT();
  const [uploadError, setUploadError] = useState<ScreenMessage>();
  const submit = async (values: AdminVideoUploadValues): Promise<ScreenFormOutcome | void> => {
    setUploadError(undefined);
    const problem = await onUpload(values);
    if (problem) setUploadError(problem);
  };
  return (
    <ScreenFrame
      title={t('adminVideoUpload.title')}
      description={t('adminVideoUpload.description')}
      status="ready"
      width="narrow"
    >
      <Card>
        <Card.Header titleAs="h2" title={t('adminVideoUpload.cardTitle')} />
        <Card.Body>
          <Grid gap={5} shrink>
            <ScreenForm<AdminVideoUploadValues>
              onSubmit={submit}
              initialValues={{ kind: 'instruction' }}
            >
              {({ submitting }) => (
                <>
                  <RadioGroup
                    name="kind"
                    label={t('adminVideoUpload.kind')}
                    options={[
                      { value: 'instruction', label: t('adminVideoUpload.kinds.instruction') },
                      { value: 'monthly', label: t('adminVideoUpload.kinds.monthly') },
                    ]}
                    required
                  />
                  <FilePicker
                    name="video"
                    label={t('adminVideoUpload.file')}
                    accept="video/mp4,video/quicktime,video/webm,.mp4,.mov,.webm"
                    acceptLabel={t('adminVideoUpload.fileTypes')}
                    maxSize={maxSize}
                    validate={requiredFile}
                    required
                    disabled={submitting}
                    progress={submitting && typeof progress === 'number' ? progress : undefined}
                    uploadError={uploadError && messageText(t, uploadError)}
                  />
                  <Button type="submit" loading={submitting}>
                    {t('adminVideoUpload.submit')}
                  </Button>
                </>
              )}
            </ScreenForm>
            {processing && (
              <VideoProcessingStatus
                state={processing.state}
                posterUrl={processing.posterUrl}
                onRetry={processing.onRetry}
              />
            )}
            {nextStep}
          </Grid>
        </Card.Body>
      </Card>
    </ScreenFrame>
  );
}
