import { useState, type ReactNode } from 'react';
import { Form } from 'react-final-form';
import { APP_LOCALES, type AppLocale } from '#contract/locales';
import type { ContentAttachment, ContentDetail } from '#contract/content/content';
import { Button } from '#ds/actions/Button';
import { Badge } from '#ds/display/Badge';
import { Card } from '#ds/display/Card';
import { Icon } from '#ds/display/Icon';
import { Skeleton } from '#ds/display/Skeleton';
import { Tabs } from '#ds/display/Tabs';
import { ConfirmDialog } from '#ds/feedback/ConfirmDialog';
import { InlineAlert } from '#ds/feedback/InlineAlert';
import { FilePicker, translateError } from '#ds/forms';
import { localeNames, useT } from '#ds/i18n';
import { Text } from '#ds/primitives/Text';
import { ContentBody } from '#screens/content/ContentBody';
import type { ScreenMessage } from '#screens/shared/messages';
import {
  StyledFileList,
  StyledPanelBody,
  StyledPreview,
  StyledPreviewTitle,
  StyledRevisionTable,
  StyledTableScroll,
} from './ContentItemPanels.styles';

/** A request's state as a panel shows it. */
export type PanelState = 'loading' | 'error' | 'ready';

function PanelStatus({
  state,
  onRetry,
  children,
}: {
  state: PanelState;
  onRetry: () => void;
  children: ReactNode;
}) {
  const t = useT();
  if (state === 'loading') return <Skeleton variant="rectangle" height="6rem" />;
  if (state === 'error')
    return (
      <InlineAlert
        tone="critical"
        title={t('common.somethingWentWrong')}
        action={
          <Button variant="secondary" size="small" onClick={onRetry}>
            {t('common.retry')}
          </Button>
        }
      />
    );
  return <>{children}</>;
}

export type ContentPreviewProps = {
  language: AppLocale;
  onLanguageChange: (language: AppLocale) => void;
  state: PanelState;
  onRetry: () => void;
  /** The item as a reader in `language` sees it (the server's /admin/content/preview). */
  preview: ContentDetail | undefined;
};

/** Exactly what readers see, in each language: the same texts, the same sanitized body. */
export function ContentPreview({
  language,
  onLanguageChange,
  state,
  onRetry,
  preview,
}: ContentPreviewProps) {
  const t = useT();
  return (
    <Card>
      <Card.Header titleAs="h2" title={t('contentAdmin.preview.title')} />
      <Card.Body>
        <StyledPanelBody>
          <Text tone="muted" size="small">
            {t('contentAdmin.preview.description')}
          </Text>
          <Tabs value={language} onValueChange={(next) => onLanguageChange(next as AppLocale)}>
            <Tabs.List aria-label={t('contentAdmin.preview.languages')}>
              {APP_LOCALES.map((each) => (
                <Tabs.Tab key={each} value={each} lang={each}>
                  {localeNames[each]}
                </Tabs.Tab>
              ))}
            </Tabs.List>
            {APP_LOCALES.map((each) => (
              <Tabs.Panel key={each} value={each}>
                <PanelStatus state={state} onRetry={onRetry}>
                  {preview && (
                    <StyledPreview lang={preview.shown_in}>
                      {preview.shown_in !== language && (
                        <Badge tone="warning">{t('contentAdmin.preview.shownInEnglish')}</Badge>
                      )}
                      <StyledPreviewTitle>{preview.title}</StyledPreviewTitle>
                      {preview.summary && <Text tone="muted">{preview.summary}</Text>}
                      <ContentBody html={preview.body} lang={preview.shown_in} />
                      {(preview.video_id !== null || preview.video_link) && (
                        <Text size="small">
                          <Icon name="video" size="small" /> {t('contentAdmin.preview.hasVideo')}
                        </Text>
                      )}
                      {preview.attachments.length > 0 && (
                        <StyledFileList>
                          {preview.attachments.map((file) => (
                            <li key={file.id}>
                              <Icon name="file" size="small" /> {file.name}
                            </li>
                          ))}
                        </StyledFileList>
                      )}
                    </StyledPreview>
                  )}
                </PanelStatus>
              </Tabs.Panel>
            ))}
          </Tabs>
        </StyledPanelBody>
      </Card.Body>
    </Card>
  );
}

/** One kept revision, its moment already formatted. */
export type ContentRevisionRow = {
  id: number;
  number: number;
  actorName: string;
  when: string;
  titleEn: string;
};

export type ContentRevisionsProps = {
  state: PanelState;
  onRetry: () => void;
  revisions: readonly ContentRevisionRow[];
  /** Brings a revision back; a message when the server refused. */
  onRestore: (revisionId: number) => Promise<ScreenMessage | void>;
};

/** The item's kept revisions, newest first, each restorable after a confirmation. */
export function ContentRevisions({ state, onRetry, revisions, onRestore }: ContentRevisionsProps) {
  const t = useT();
  const [chosen, setChosen] = useState<ContentRevisionRow | null>(null);
  const [error, setError] = useState<ScreenMessage | null>(null);
  return (
    <Card>
      <Card.Header titleAs="h2" title={t('contentAdmin.revisions.title')} />
      <Card.Body>
        <StyledPanelBody>
          <PanelStatus state={state} onRetry={onRetry}>
            <StyledTableScroll>
              <StyledRevisionTable>
                <thead>
                  <tr>
                    <th scope="col">{t('contentAdmin.revisions.number')}</th>
                    <th scope="col">{t('contentAdmin.revisions.who')}</th>
                    <th scope="col">{t('contentAdmin.revisions.when')}</th>
                    <th scope="col">{t('contentAdmin.revisions.englishTitle')}</th>
                    <th scope="col">
                      <span className="visually-hidden">{t('contentAdmin.revisions.actions')}</span>
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {revisions.map((revision, index) => (
                    <tr key={revision.id}>
                      <td>{revision.number}</td>
                      <td>{revision.actorName}</td>
                      <td>{revision.when}</td>
                      <td>{revision.titleEn}</td>
                      <td>
                        {index === 0 ? (
                          <Text tone="muted" size="small">
                            {t('contentAdmin.revisions.current')}
                          </Text>
                        ) : (
                          <Button
                            variant="secondary"
                            size="small"
                            aria-label={t('contentAdmin.revisions.restoreNumber', {
                              number: revision.number,
                            })}
                            onClick={() => {
                              setError(null);
                              setChosen(revision);
                            }}
                          >
                            {t('contentAdmin.revisions.restore')}
                          </Button>
                        )}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </StyledRevisionTable>
            </StyledTableScroll>
          </PanelStatus>
          <ConfirmDialog
            open={chosen !== null}
            onClose={() => setChosen(null)}
            message={t('contentAdmin.revisions.confirm', { number: chosen?.number ?? 0 })}
            confirmLabel={t('contentAdmin.revisions.restore')}
            error={error ? translateError(t, error) : undefined}
            onConfirm={async () => {
              const refused = chosen ? await onRestore(chosen.id) : undefined;
              if (refused) {
                setError(refused);
                throw new Error('refused');
              }
            }}
          />
        </StyledPanelBody>
      </Card.Body>
    </Card>
  );
}

export type ContentAttachmentsProps = {
  attachments: readonly ContentAttachment[];
  /** Sends one PDF or ZIP; a message when the server or the storage refused it. */
  onUpload: (file: File) => Promise<ScreenMessage | void>;
  onRemove: (attachmentId: number) => Promise<ScreenMessage | void>;
  maxBytes: number;
  /** Bytes as people read them (`1.2 MB`). */
  formatSize: (bytes: number) => string;
};

type UploadState =
  | { state: 'idle' }
  | { state: 'uploading' }
  | { state: 'failed'; error: ScreenMessage; file: File };

/** The item's files (PDF or ZIP): each removable, and a picker that uploads at once. */
export function ContentAttachments({
  attachments,
  onUpload,
  onRemove,
  maxBytes,
  formatSize,
}: ContentAttachmentsProps) {
  const t = useT();
  const [upload, setUpload] = useState<UploadState>({ state: 'idle' });
  const [removeError, setRemoveError] = useState<ScreenMessage | null>(null);
  const [removing, setRemoving] = useState<number | null>(null);
  const send = async (file: File) => {
    setUpload({ state: 'uploading' });
    const refused = await onUpload(file).catch(() => 'common.somethingWentWrong' as const);
    setUpload(refused ? { state: 'failed', error: refused, file } : { state: 'idle' });
  };
  return (
    <Card>
      <Card.Header titleAs="h2" title={t('contentAdmin.attachments.title')} />
      <Card.Body>
        <StyledPanelBody>
          {removeError && <InlineAlert tone="critical" title={translateError(t, removeError)} />}
          {attachments.length === 0 ? (
            <Text tone="muted">{t('contentAdmin.attachments.none')}</Text>
          ) : (
            <StyledFileList>
              {attachments.map((file) => (
                <li key={file.id}>
                  <Icon name="file" size="small" />
                  <span>
                    {file.name}{' '}
                    <Text tone="muted" size="small">
                      ({formatSize(file.size)})
                    </Text>
                  </span>
                  <Button
                    variant="secondary"
                    tone="critical"
                    size="small"
                    loading={removing === file.id}
                    aria-label={t('contentAdmin.attachments.removeNamed', { name: file.name })}
                    onClick={async () => {
                      setRemoving(file.id);
                      setRemoveError(null);
                      const refused = await onRemove(file.id).catch(
                        () => 'common.somethingWentWrong' as const,
                      );
                      setRemoving(null);
                      if (refused) setRemoveError(refused);
                    }}
                  >
                    {t('contentAdmin.attachments.remove')}
                  </Button>
                </li>
              ))}
            </StyledFileList>
          )}
          <Form
            onSubmit={() => undefined}
            render={() => (
              <FilePicker
                name="attachment"
                label={t('contentAdmin.attachments.add')}
                hint={t('contentAdmin.attachments.hint')}
                accept=".pdf,.zip"
                maxSize={maxBytes}
                uploadError={
                  upload.state === 'failed' ? translateError(t, upload.error) : undefined
                }
                onRetry={upload.state === 'failed' ? () => void send(upload.file) : undefined}
                onFileChange={(file: File | undefined) => {
                  if (file) void send(file);
                  else setUpload({ state: 'idle' });
                }}
              />
            )}
          />
        </StyledPanelBody>
      </Card.Body>
    </Card>
  );
}
