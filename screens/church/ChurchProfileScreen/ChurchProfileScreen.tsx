import { Stack } from '#ds/primitives/Stack';
import type { ReactNode } from 'react';
import { Link } from '#ds/actions/Link';
import { Card } from '#ds/display/Card';
import { Skeleton } from '#ds/display/Skeleton';
import { InlineAlert } from '#ds/feedback/InlineAlert';
import { useT } from '#ds/i18n';
import { StyledFacts, StyledStack } from '#screens/dashboard/parts/parts.styles';
import { LinkButton } from '#ds/actions/LinkButton';
import type { ScreenStatus } from '#screens/shared/messages';
import { ScreenFrame } from '#screens/shared/ScreenFrame';
import type { ChurchPictures, ChurchProfileField, ChurchProfileValues } from '../EditProfileScreen';
import {
  StyledBanner,
  StyledHeadshot,
  StyledIntro,
  StyledLines,
} from './ChurchProfileScreen.styles';
import { Text } from '#ds/primitives/Text';

export type ChurchProfileScreenProps = {
  status: ScreenStatus;
  onRetry?: () => void;
  churchName: string;
  profile: ChurchProfileValues;
  pictures: ChurchPictures;
  /** The church's public page (opens in a new tab). */
  publicUrl?: string;
  /** The church is not active yet, so it has no public page: a note says when it will. */
  publicPageWaiting?: boolean;
  /** Edit profile, for those who may edit it (not the care team). */
  editHref?: string;
};

/**
 * Church profile: the profile as saved, with the link to the public page the church's visitors
 * see, and to Edit profile for the pastor. The care team reads it here too.
 */
export function ChurchProfileScreen({
  status,
  onRetry,
  churchName,
  profile,
  pictures,
  publicUrl,
  publicPageWaiting = false,
  editHref,
}: ChurchProfileScreenProps) {
  const t = useT();
  const incomplete = profile.description === '' || profile.contactDetails === '';
  const value = (name: ChurchProfileField, render?: (text: string) => ReactNode) => (
    <>
      <Text as="dt" tone="muted">
        {t(`editProfile.fields.${name}`)}
      </Text>
      <dd>
        {profile[name] === '' ? (
          <Text tone="muted">{t('churchProfileScreen.notFilled')}</Text>
        ) : render ? (
          render(profile[name])
        ) : (
          <StyledLines>{profile[name]}</StyledLines>
        )}
      </dd>
    </>
  );
  const link = (text: string) => (
    <Link href={text} external>
      {text}
    </Link>
  );
  return (
    <ScreenFrame
      title={t('churchProfileScreen.title')}
      description={t('churchProfileScreen.description')}
      status={status}
      onRetry={onRetry}
      errorDescription={t('churchProfileScreen.loadFailed')}
      loadingLabel={t('churchProfileScreen.loading')}
      actions={
        <Stack direction="horizontal" wrap="wrap" align="center" rowGap={3} columnGap={5}>
          {publicUrl && (
            <Link href={publicUrl} external variant="standalone">
              {t('churchProfileScreen.viewPublic')}
            </Link>
          )}
          {editHref && (
            <LinkButton href={editHref} size="small">
              {t('churchProfileScreen.edit')}
            </LinkButton>
          )}
        </Stack>
      }
      skeleton={
        <Card as="div">
          <Card.Body>
            <Skeleton variant="rectangle" height={180} />
            <Skeleton variant="text" lines={4} />
          </Card.Body>
        </Card>
      }
      width="narrow"
    >
      {incomplete && (
        <InlineAlert tone="warning" description={t('churchProfileScreen.incomplete')} />
      )}
      {publicPageWaiting && (
        <InlineAlert tone="info" description={t('churchProfileScreen.publicPageWaiting')} />
      )}
      <Card>
        <Card.Body>
          <StyledStack>
            {pictures.banner && (
              <StyledBanner src={pictures.banner} alt={t('editProfile.pictures.bannerCurrent')} />
            )}
            <StyledIntro>
              {pictures.headshot && (
                <StyledHeadshot
                  src={pictures.headshot}
                  alt={t('editProfile.pictures.headshotCurrent')}
                />
              )}
              <StyledStack>
                <h2>{churchName}</h2>
                {profile.description ? (
                  <StyledLines>{profile.description}</StyledLines>
                ) : (
                  <Text tone="muted">{t('churchProfileScreen.notFilled')}</Text>
                )}
              </StyledStack>
            </StyledIntro>
          </StyledStack>
        </Card.Body>
      </Card>
      <Card>
        <Card.Header titleAs="h2" title={t('editProfile.sections.contact')} />
        <Card.Body>
          <StyledFacts>
            {value('serviceTimes')}
            {value('contactDetails')}
            {value('churchAddress')}
            {value('churchPhone')}
            {value('churchWebsite', link)}
            {value('facebookUrl', link)}
            {value('twitterUrl', link)}
            {value('donationUrl', link)}
          </StyledFacts>
        </Card.Body>
      </Card>
      <Card>
        <Card.Header titleAs="h2" title={t('editProfile.sections.videos')} />
        <Card.Body>
          <StyledFacts>
            {value('videoEmbedUrl', link)}
            <Text as="dt" tone="muted">
              {t('editProfile.fields.welcomeVideoEmbed')}
            </Text>
            <dd>
              {t(
                profile.welcomeVideoEmbed
                  ? 'churchProfileScreen.welcomeVideoSet'
                  : 'churchProfileScreen.welcomeVideoNone',
              )}
            </dd>
          </StyledFacts>
        </Card.Body>
      </Card>
      <Card>
        <Card.Header titleAs="h2" title={t('editProfile.sections.counselling')} />
        <Card.Body>
          <StyledFacts>
            {value('counsellingPastor')}
            {value('counsellingEmail')}
          </StyledFacts>
        </Card.Body>
      </Card>
    </ScreenFrame>
  );
}
