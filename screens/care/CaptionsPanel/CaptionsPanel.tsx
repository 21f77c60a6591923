import { useId, useState, type FormEvent } from 'react';
import type { CareCaptionRecord } from '#contract/care/careVideos';
import { APP_LOCALES } from '#contract/locales';
import { Button } from '#ds/actions/Button';
import { Card } from '#ds/display/Card';
import { InlineAlert } from '#ds/feedback/InlineAlert';
import { localeNames, useT, type Locale, type MessageKey } from '#ds/i18n';
import { Text } from '#ds/primitives/Text';
import { StyledSearch } from '#screens/care/CareVideoPlayerScreen/CareVideoPlayerScreen.styles';

export type CaptionsPanelProps = {
  captions: readonly CareCaptionRecord[];
  /** Uploads a WebVTT file for a language (replacing that language's); a refusal's message. */
  onUpload: (language: Locale, file: File) => Promise<MessageKey | void>;
  onRemove: (language: Locale) => Promise<MessageKey | void>;
};

/**
 * A care video's captions (decision 076): one WebVTT file per language, uploaded or removed
 * here; the server checks each file as WebVTT before it keeps it.
 */
export function CaptionsPanel({ captions, onUpload, onRemove }: CaptionsPanelProps) {
  const t = useT();
  const id = useId();
  const [problem, setProblem] = useState<MessageKey | null>(null);
  const [busy, setBusy] = useState(false);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const file = data.get('file');
    if (!(file instanceof File) || file.size === 0) return;
    setBusy(true);
    const refusal = await onUpload(String(data.get('language')) as Locale, file);
    setBusy(false);
    setProblem(refusal ?? null);
    if (!refusal) form.reset();
  };

  return (
    <Card>
      <Card.Header
        titleAs="h2"
        title={t('careVideos.admin.captions.title')}
        description={t('careVideos.admin.captions.hint')}
      />
      <Card.Body>
        {captions.length === 0 ? (
          <Text as="p">{t('careVideos.admin.captions.none')}</Text>
        ) : (
          <ul>
            {captions.map((caption) => (
              <li key={caption.language}>
                {localeNames[caption.language as Locale]} · {caption.file_name} ·{' '}
                {t('careVideos.admin.captions.cues', { count: caption.cues })}{' '}
                <Button
                  variant="plain"
                  size="small"
                  onClick={async () => setProblem((await onRemove(caption.language)) ?? null)}
                >
                  {t('careVideos.admin.captions.remove', {
                    language: localeNames[caption.language as Locale],
                  })}
                </Button>
              </li>
            ))}
          </ul>
        )}
        <StyledSearch onSubmit={onSubmit} aria-labelledby={`${id}-file`}>
          <label>
            {t('careVideos.admin.captions.language')}
            <select name="language" defaultValue="ko">
              {APP_LOCALES.map((language) => (
                <option key={language} value={language}>
                  {localeNames[language]}
                </option>
              ))}
            </select>
          </label>
          <label id={`${id}-file`}>
            {t('careVideos.admin.captions.file')}
            <input type="file" name="file" accept=".vtt,text/vtt" required />
          </label>
          <Button type="submit" loading={busy}>
            {t('careVideos.admin.captions.file')}
          </Button>
        </StyledSearch>
        {problem ? <InlineAlert tone="critical" title={t(problem)} /> : null}
      </Card.Body>
    </Card>
  );
}
