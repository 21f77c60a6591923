import { useState } from 'react';
import { Form } from 'react-final-form';
import { Card } from '#ds/display/Card';
import { FilePicker, translateError } from '#ds/forms';
import { useT } from '#ds/i18n';
import { Grid } from '#ds/primitives/Grid';
import { RelatedRecords, type RelatedRecordsProps } from '#screens/admin/RelatedRecords';
import type { ScreenMessage } from '#screens/shared/messages';
import { StyledCover, StyledNoPicture, StyledPicture } from './CategoryPanels.styles';

/** Sends the cover picture; a message when the server refused it. */
export type UploadCover = (file: File) => Promise<ScreenMessage | void>;

type Related = Omit<RelatedRecordsProps, 'actionIcon'>;

export type CategoryPanelsProps = {
  /** The cover as the player shows it (16:9); null before one is uploaded. */
  coverUrl: string | null;
  onUploadCover: UploadCover;
  /** The largest picture, in bytes (the server's limit). */
  maxCoverBytes: number;
  /** The category's answers, with a link to add one. */
  answers: Related;
  /** The category's testimonials, with a link to add one. */
  testimonials: Related;
};

type UploadState =
  | { state: 'idle' }
  | { state: 'uploading' }
  | { state: 'done' }
  | { state: 'failed'; error: ScreenMessage; file: File };

/**
 * What a player category holds, under its form (issue 26, admin category detail): its cover
 * picture, replaced by choosing a new one, then its answers and its testimonials, each with a
 * link to add one.
 */
export function CategoryPanels({
  coverUrl,
  onUploadCover,
  maxCoverBytes,
  answers,
  testimonials,
}: CategoryPanelsProps) {
  const t = useT();
  const [upload, setUpload] = useState<UploadState>({ state: 'idle' });
  const send = async (file: File) => {
    setUpload({ state: 'uploading' });
    const refused = await onUploadCover(file).catch(() => 'common.somethingWentWrong' as const);
    setUpload(refused ? { state: 'failed', error: refused, file } : { state: 'done' });
  };
  return (
    <Grid gap={8}>
      <RelatedRecords {...answers} actionIcon="plus" />
      <RelatedRecords {...testimonials} actionIcon="plus" />
      <Card>
        <Card.Header titleAs="h2" title={t('playerAdmin.cover.title')} />
        <Card.Body>
          <StyledCover>
            {coverUrl ? (
              <StyledPicture src={coverUrl} alt={t('playerAdmin.cover.current')} />
            ) : (
              <StyledNoPicture>{t('playerAdmin.cover.none')}</StyledNoPicture>
            )}
            <Form
              onSubmit={() => undefined}
              render={() => (
                <FilePicker
                  name="picture"
                  label={t('playerAdmin.cover.picture')}
                  hint={t('playerAdmin.cover.hint')}
                  accept=".jpg,.jpeg,.png,.webp,.gif"
                  maxSize={maxCoverBytes}
                  progress={upload.state === 'done' ? 100 : undefined}
                  uploadError={
                    upload.state === 'failed' ? translateError(t, upload.error) : undefined
                  }
                  onRetry={upload.state === 'failed' ? () => void send(upload.file) : undefined}
                  onFileChange={(chosen: File | undefined) => {
                    if (chosen) void send(chosen);
                    else setUpload({ state: 'idle' });
                  }}
                />
              )}
            />
          </StyledCover>
        </Card.Body>
      </Card>
    </Grid>
  );
}
