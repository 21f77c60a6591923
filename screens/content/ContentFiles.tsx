import { useState } from 'react';
import { Button } from '#ds/actions/Button';
import { Icon } from '#ds/display/Icon';
import { InlineAlert } from '#ds/feedback/InlineAlert';
import { localeTags, useLocale, useT, type MessageKey } from '#ds/i18n';
import { Stack } from '#ds/primitives/Stack';
import { Text } from '#ds/primitives/Text';
import { StyledFiles } from './content.styles';
import type { ContentFileView, DownloadResult } from './contentViews';

/** A file's size in kilobytes or megabytes, in the reader's language. */
export function fileSize(bytes: number, tag: string): string {
  const mega = bytes >= 1_000_000;
  return new Intl.NumberFormat(tag, {
    style: 'unit',
    unit: mega ? 'megabyte' : 'kilobyte',
    maximumFractionDigits: mega ? 1 : 0,
  }).format(mega ? bytes / 1_000_000 : Math.max(1, Math.round(bytes / 1000)));
}

/**
 * An item's files, each with Download: the container asks for a fresh signed link at each
 * click and lets the browser follow it; a refusal shows here.
 */
export function ContentFiles({
  files,
  onDownload,
}: {
  files: readonly ContentFileView[];
  onDownload: (id: number) => Promise<DownloadResult>;
}) {
  const t = useT();
  const tag = localeTags[useLocale()];
  const [failed, setFailed] = useState<MessageKey | null>(null);
  const [busy, setBusy] = useState<number | null>(null);
  if (files.length === 0) {
    return (
      <Text as="p" tone="muted" size="small">
        {t('education.noFiles')}
      </Text>
    );
  }
  return (
    <Stack gap={3}>
      {failed && <InlineAlert tone="critical" description={t(failed)} />}
      <StyledFiles>
        {files.map((file) => (
          <li key={file.id}>
            <span>
              <Text as="span" weight="medium">
                {file.name}
              </Text>{' '}
              <Text as="span" tone="muted" size="small">
                {fileSize(file.size, tag)}
              </Text>
            </span>
            <Button
              variant="secondary"
              size="small"
              icon={<Icon name="download" />}
              loading={busy === file.id}
              aria-label={t('education.downloadFile', { name: file.name })}
              onClick={async () => {
                setBusy(file.id);
                setFailed(null);
                const result = await onDownload(file.id);
                setBusy(null);
                if (result) setFailed(result);
              }}
            >
              {t('education.download')}
            </Button>
          </li>
        ))}
      </StyledFiles>
    </Stack>
  );
}
