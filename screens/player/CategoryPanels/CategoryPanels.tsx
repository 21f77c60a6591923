import { Card } from '#ds/display/Card';
import { useT } from '#ds/i18n';
import { Grid } from '#ds/primitives/Grid';
import { RelatedRecords, type RelatedRecordsProps } from '#screens/admin/RelatedRecords';
import type { ScreenMessage } from '#screens/shared/messages';
import { PictureUploadField } from '#screens/shared/PictureUploadField';

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
  return (
    <Grid gap={8}>
      <RelatedRecords {...answers} actionIcon="plus" />
      <RelatedRecords {...testimonials} actionIcon="plus" />
      <Card>
        <Card.Header titleAs="h2" title={t('playerAdmin.cover.title')} />
        <Card.Body>
          <PictureUploadField
            name="picture"
            label={t('playerAdmin.cover.picture')}
            hint={t('playerAdmin.cover.hint')}
            url={coverUrl}
            currentAlt={t('playerAdmin.cover.current')}
            noneText={t('playerAdmin.cover.none')}
            shape="cover"
            layout="beside"
            maxSize={maxCoverBytes}
            onUpload={onUploadCover}
          />
        </Card.Body>
      </Card>
    </Grid>
  );
}
