import type { EmbedCategory } from '#contract/playerEmbed/embeds';
import { embedCode, isHttpsUrl } from '#contract/playerEmbed/embeds';
import { Button } from '#ds/actions/Button';
import { Card } from '#ds/display/Card';
import { Checkbox, Select, TextField, type Validator } from '#ds/forms';
import { useT } from '#ds/i18n';
import { Stack } from '#ds/primitives/Stack';
import { Text } from '#ds/primitives/Text';
import { CodeBlock } from '#ds/video/CodeBlock';
import type { ScreenStatus } from '#screens/shared/messages';
import { ScreenForm, type ScreenFormOutcome } from '#screens/shared/ScreenForm';
import { ScreenFrame } from '#screens/shared/ScreenFrame';
import { StyledPreview, StyledSteps } from './VideoPlayerScreen.styles';

/** The generator's form: the addresses and the category as typed, and whether to add the loader. */
export type VideoPlayerFormValues = {
  website_url: string;
  /** '' for all categories. */
  category_slug: string;
  donation_url: string;
  with_loader: boolean;
};

/** The church's saved embed, as the codes need it. */
export type SavedEmbed = {
  id: string;
  website_url: string;
  category_slug: string | null;
  donation_url: string | null;
};

export type VideoPlayerScreenProps = {
  status: ScreenStatus;
  onRetry?: () => void;
  churchName: string;
  /** The published categories. */
  categories: readonly EmbedCategory[];
  /** The saved embed; null before the first save. */
  embed: SavedEmbed | null;
  /** Where the player lives (this server's origin). */
  playerOrigin: string;
  /** Saves the form; answers what the server refused. */
  onSave: (values: VideoPlayerFormValues) => Promise<ScreenFormOutcome | void>;
  /** After a code reached the clipboard (the container says so in a toast). */
  onCopied: () => void;
};

const httpsRequired: Validator<string | undefined> = (value) =>
  value && !isHttpsUrl(value) ? 'videoPlayer.errors.https' : undefined;

/**
 * The website player's generator (/videoPlayer, issue 26): the church's website, the category
 * the player opens on and a donation address; then the code to copy (the iframe, and the
 * optional loader), a preview that renders exactly that code, a code per category, and how to
 * add it to WordPress, Squarespace, Wix or a plain page.
 */
export function VideoPlayerScreen({
  status,
  onRetry,
  churchName,
  categories,
  embed,
  playerOrigin,
  onSave,
  onCopied,
}: VideoPlayerScreenProps) {
  const t = useT();
  const title = t('videoPlayer.frameTitle', { church: churchName });
  const categoryTitle = (slug: string) =>
    t('videoPlayer.categoryFrameTitle', {
      church: churchName,
      category: categories.find((category) => category.slug === slug)?.title ?? slug,
    });
  const codeOf = (slug: string | null, withLoader: boolean) =>
    embed
      ? embedCode(playerOrigin, embed.id, slug, slug ? categoryTitle(slug) : title, withLoader)
      : '';

  return (
    <ScreenFrame
      title={t('videoPlayer.title')}
      description={t('videoPlayer.intro')}
      status={status}
      onRetry={onRetry}
    >
      <ScreenForm<VideoPlayerFormValues>
        onSubmit={(values) => onSave(values)}
        initialValues={{
          website_url: embed?.website_url ?? '',
          category_slug: embed?.category_slug ?? '',
          donation_url: embed?.donation_url ?? '',
          with_loader: false,
        }}
      >
        {({ values, submitting }) => {
          const mainCode = codeOf(embed?.category_slug ?? null, values.with_loader);
          return (
            <Stack gap={6}>
              <Card>
                <Card.Body>
                  <Stack gap={4}>
                    <TextField
                      name="website_url"
                      type="url"
                      label={t('videoPlayer.form.website')}
                      hint={t('videoPlayer.form.websiteHint')}
                      placeholder="https://"
                      autoComplete="url"
                      required
                      validate={httpsRequired}
                    />
                    <Select
                      name="category_slug"
                      label={t('videoPlayer.form.category')}
                      placeholder={false}
                      options={[
                        { value: '', label: t('videoPlayer.form.allCategories') },
                        ...categories.map((category) => ({
                          value: category.slug,
                          label: category.title,
                        })),
                      ]}
                    />
                    {categories.length === 0 && (
                      <Text as="p" tone="muted" size="small">
                        {t('videoPlayer.noCategories')}
                      </Text>
                    )}
                    <TextField
                      name="donation_url"
                      type="url"
                      label={t('videoPlayer.form.donation')}
                      hint={t('videoPlayer.form.donationHint')}
                      placeholder="https://"
                      validate={httpsRequired}
                    />
                    <ScreenForm.Actions>
                      <Button type="submit" loading={submitting}>
                        {t('videoPlayer.form.save')}
                      </Button>
                    </ScreenForm.Actions>
                  </Stack>
                </Card.Body>
              </Card>

              {embed ? (
                <>
                  <Card>
                    <Card.Header title={t('videoPlayer.code.title')} titleAs="h2" />
                    <Card.Body>
                      <Stack gap={4}>
                        <Checkbox
                          name="with_loader"
                          label={t('videoPlayer.code.loader')}
                          hint={t('videoPlayer.code.loaderHint')}
                        />
                        <CodeBlock
                          label={t('videoPlayer.code.mainLabel')}
                          description={t('videoPlayer.code.description')}
                          code={mainCode}
                          onCopy={onCopied}
                        />
                      </Stack>
                    </Card.Body>
                  </Card>
                  <Card>
                    <Card.Header
                      title={t('videoPlayer.preview.title')}
                      titleAs="h2"
                      description={t('videoPlayer.preview.description')}
                    />
                    <Card.Body>
                      {/* Exactly the code above: built by embedCode, whose values are escaped. */}
                      <StyledPreview
                        data-testid="player-preview"
                        dangerouslySetInnerHTML={{ __html: mainCode }}
                      />
                    </Card.Body>
                  </Card>
                  <Card>
                    <Card.Header title={t('videoPlayer.code.perCategory')} titleAs="h2" />
                    <Card.Body>
                      <Stack gap={4}>
                        <CodeBlock
                          label={t('videoPlayer.code.allLabel')}
                          code={codeOf(null, values.with_loader)}
                          onCopy={onCopied}
                        />
                        {categories.map((category) => (
                          <CodeBlock
                            key={category.slug}
                            label={t('videoPlayer.code.categoryLabel', {
                              category: category.title,
                            })}
                            code={codeOf(category.slug, values.with_loader)}
                            onCopy={onCopied}
                          />
                        ))}
                      </Stack>
                    </Card.Body>
                  </Card>
                </>
              ) : (
                <Text as="p" tone="muted">
                  {t('videoPlayer.noEmbed')}
                </Text>
              )}

              <Card>
                <Card.Header title={t('videoPlayer.install.title')} titleAs="h2" />
                <Card.Body>
                  <StyledSteps>
                    <li>{t('videoPlayer.install.wordpress')}</li>
                    <li>{t('videoPlayer.install.squarespace')}</li>
                    <li>{t('videoPlayer.install.wix')}</li>
                    <li>{t('videoPlayer.install.html')}</li>
                  </StyledSteps>
                </Card.Body>
              </Card>
            </Stack>
          );
        }}
      </ScreenForm>
    </ScreenFrame>
  );
}
