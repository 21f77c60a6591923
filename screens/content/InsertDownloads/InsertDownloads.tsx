import { useState } from 'react';
import { Button } from '#ds/actions/Button';
import { Card } from '#ds/display/Card';
import { Icon } from '#ds/display/Icon';
import { InlineAlert } from '#ds/feedback/InlineAlert';
import { translateError } from '#ds/forms';
import { useT } from '#ds/i18n';
import { Stack } from '#ds/primitives/Stack';
import { Text } from '#ds/primitives/Text';
import type { InsertPaper } from '#contract/content/inserts';
import { INSERT_PAPERS, SERMON_CLOSING } from '#contract/content/inserts';
import type { ScreenMessage } from '#screens/shared/messages';

/** Makes and saves the insert on `paper`; a message when it could not. */
export type DownloadInsert = (paper: InsertPaper) => Promise<ScreenMessage | void>;

export type InsertDownloadsProps = {
  /** The church the PDF is made for, as the card says. */
  churchName: string;
  onDownload: DownloadInsert;
};

const PAPER_LABELS = {
  letter: 'insertDownloads.letter',
  a4: 'insertDownloads.a4',
} as const;

/**
 * A bulletin insert's print-ready PDFs (decision 069): made for the church at each click, with
 * its name and logo, the sermon closing and a QR code of its own insert link.
 */
export function InsertDownloads({ churchName, onDownload }: InsertDownloadsProps) {
  const t = useT();
  const [busy, setBusy] = useState<InsertPaper | null>(null);
  const [failed, setFailed] = useState<ScreenMessage | null>(null);
  const download = async (paper: InsertPaper) => {
    setBusy(paper);
    setFailed(null);
    const message = await onDownload(paper).catch(() => 'common.somethingWentWrong' as const);
    setBusy(null);
    if (message) setFailed(message);
  };
  return (
    <Card>
      <Card.Header titleAs="h2" title={t('insertDownloads.title')} />
      <Card.Body>
        <Stack gap={3}>
          <Text as="p" tone="muted">
            {t('insertDownloads.description', {
              church: churchName,
              count: SERMON_CLOSING.suggestedCards,
              seconds: SERMON_CLOSING.silentPrayerSeconds,
            })}
          </Text>
          <Stack direction="horizontal" gap={2} wrap="wrap">
            {INSERT_PAPERS.map((paper) => (
              <Button
                key={paper}
                variant="secondary"
                icon={<Icon name="download" />}
                loading={busy === paper}
                disabled={busy !== null && busy !== paper}
                onClick={() => void download(paper)}
              >
                {t(PAPER_LABELS[paper])}
              </Button>
            ))}
          </Stack>
          {failed && <InlineAlert tone="critical" title={translateError(t, failed)} />}
        </Stack>
      </Card.Body>
    </Card>
  );
}
