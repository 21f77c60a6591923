import { useState } from 'react';
import { isWelcomeVideoEmbed, PROFILE_LIMITS } from '#contract/church/churchProfile';
import { isEmail, isHttpUrl, isPhone, isVideoLink, LIMITS } from '#contract/validation';
import { Button } from '#ds/actions/Button';
import { Link } from '#ds/actions/Link';
import { Card } from '#ds/display/Card';
import { Icon } from '#ds/display/Icon';
import { Skeleton } from '#ds/display/Skeleton';
import {
  composeValidators,
  maxLength,
  required,
  Textarea,
  TextField,
  withMessage,
  type Validator,
} from '#ds/forms';
import { useT } from '#ds/i18n';
import type { FieldErrors, ScreenMessage, ScreenStatus } from '#screens/shared/messages';
import { ScreenForm } from '#screens/shared/ScreenForm';
import { ScreenFrame } from '#screens/shared/ScreenFrame';
import { PictureUpload, type PictureUploadError } from './PictureUpload';

/** Every text field of the church profile, as the form holds it. */
export type ChurchProfileValues = {
  description: string;
  serviceTimes: string;
  contactDetails: string;
  churchAddress: string;
  churchWebsite: string;
  churchPhone: string;
  facebookUrl: string;
  twitterUrl: string;
  donationUrl: string;
  videoEmbedUrl: string;
  welcomeVideoEmbed: string;
  counsellingPastor: string;
  counsellingEmail: string;
};

export type ChurchProfileField = keyof ChurchProfileValues;

export type PictureKind = 'banner' | 'headshot';

/** The pictures as stored: addresses to show, or null before one was uploaded. */
export type ChurchPictures = Record<PictureKind, string | null>;

export type EditProfileSaveError = {
  fieldErrors?: FieldErrors<ChurchProfileField>;
  formError?: ScreenMessage;
};

export type EditProfileScreenProps = {
  status: ScreenStatus;
  onRetry?: () => void;
  /** The profile as saved (empty text for what was never filled in). */
  values: ChurchProfileValues;
  pictures: ChurchPictures;
  /** The church's public page, opened in a new tab. */
  publicUrl?: string;
  /** Saves every field (POST /edit_profile). */
  onSave: (
    values: ChurchProfileValues,
  ) => Promise<EditProfileSaveError | void> | EditProfileSaveError | void;
  /** Uploads a picture (POST /upload_church_picture); a refusal is shown under it. */
  onUpload: (kind: PictureKind, file: File) => Promise<PictureUploadError | void>;
};

export { type PictureUploadError } from './PictureUpload';

/** A check that passes on empty values (`required` speaks for those). */
const when =
  (
    test: (value: string) => boolean,
    message: Parameters<typeof withMessage>[1],
  ): Validator<string | undefined> =>
  (value) =>
    value === undefined || value.trim() === '' || test(value.trim()) ? undefined : message;

const webAddress = composeValidators<string | undefined>(
  when(isHttpUrl, 'editProfile.errors.url'),
  maxLength(LIMITS.url),
);

const checks: Record<ChurchProfileField, Validator<string | undefined>> = {
  description: composeValidators<string | undefined>(
    withMessage(required, 'editProfile.errors.descriptionRequired'),
    maxLength(PROFILE_LIMITS.description),
  ),
  serviceTimes: maxLength(PROFILE_LIMITS.serviceTimes),
  contactDetails: composeValidators<string | undefined>(
    withMessage(required, 'editProfile.errors.contactDetailsRequired'),
    maxLength(PROFILE_LIMITS.contactDetails),
  ),
  churchAddress: maxLength(PROFILE_LIMITS.address),
  churchWebsite: webAddress,
  churchPhone: when(isPhone, 'editProfile.errors.phone'),
  facebookUrl: webAddress,
  twitterUrl: webAddress,
  donationUrl: webAddress,
  videoEmbedUrl: when(isVideoLink, 'editProfile.errors.videoLink'),
  welcomeVideoEmbed: composeValidators<string | undefined>(
    when(isWelcomeVideoEmbed, 'editProfile.errors.embed'),
    maxLength(PROFILE_LIMITS.welcomeVideoEmbed),
  ),
  counsellingPastor: maxLength(PROFILE_LIMITS.counsellingPastor),
  counsellingEmail: composeValidators<string | undefined>(
    when(isEmail, 'validation.email'),
    maxLength(LIMITS.email),
  ),
};

const trimmed = (values: ChurchProfileValues): ChurchProfileValues =>
  Object.fromEntries(
    Object.entries(values).map(([name, value]) => [name, (value ?? '').trim()]),
  ) as ChurchProfileValues;

/**
 * Edit profile (pastor): every field of the church profile the public page shows — the
 * description, service times, contact details, address, web and social addresses, donation page,
 * videos and counselling contact — and the banner and the pastor's headshot, uploaded at once.
 */
export function EditProfileScreen({
  status,
  onRetry,
  values,
  pictures,
  publicUrl,
  onSave,
  onUpload,
}: EditProfileScreenProps) {
  const t = useT();
  return (
    <ScreenFrame
      title={t('editProfile.title')}
      description={t('editProfile.description')}
      status={status}
      onRetry={onRetry}
      errorDescription={t('editProfile.loadFailed')}
      loadingLabel={t('editProfile.loading')}
      actions={
        publicUrl ? (
          <Link href={publicUrl} external variant="standalone">
            {t('churchProfileScreen.viewPublic')}
          </Link>
        ) : undefined
      }
      skeleton={
        <Card as="div">
          <Card.Body>
            <Skeleton variant="rectangle" height={120} />
            <Skeleton variant="text" lines={3} />
            <Skeleton variant="rectangle" height={40} />
          </Card.Body>
        </Card>
      }
      width="narrow"
    >
      <Card>
        <Card.Header titleAs="h2" title={t('editProfile.pictures.title')} />
        <Card.Body>
          <PictureUpload pictures={pictures} onUpload={onUpload} />
        </Card.Body>
      </Card>
      <DetailsForm values={values} onSave={onSave} />
    </ScreenFrame>
  );
}

function DetailsForm({ values, onSave }: Pick<EditProfileScreenProps, 'values' | 'onSave'>) {
  const t = useT();
  const [saved, setSaved] = useState<string>();

  const submit = async (entered: ChurchProfileValues) => {
    setSaved(undefined);
    const clean = trimmed(entered);
    const outcome = await onSave(clean);
    if (!outcome) setSaved(JSON.stringify(clean));
    return outcome;
  };

  const text = (name: ChurchProfileField, props: Partial<Parameters<typeof TextField>[0]> = {}) => (
    <TextField
      name={name}
      label={t(`editProfile.fields.${name}`)}
      validate={checks[name]}
      {...props}
    />
  );

  return (
    <ScreenForm<ChurchProfileValues> onSubmit={submit} initialValues={values} errorsAt="placed">
      {({ submitting, values: current, errors }) => (
        <>
          <Card>
            <Card.Header titleAs="h2" title={t('editProfile.sections.about')} />
            <Card.Body>
              {errors}
              <Textarea
                name="description"
                label={t('editProfile.fields.description')}
                validate={checks.description}
                maxLength={PROFILE_LIMITS.description}
                required
              />
              <Textarea
                name="serviceTimes"
                label={t('editProfile.fields.serviceTimes')}
                hint={t('editProfile.hints.serviceTimes')}
                validate={checks.serviceTimes}
                maxLength={PROFILE_LIMITS.serviceTimes}
              />
            </Card.Body>
          </Card>
          <Card>
            <Card.Header titleAs="h2" title={t('editProfile.sections.contact')} />
            <Card.Body>
              <Textarea
                name="contactDetails"
                label={t('editProfile.fields.contactDetails')}
                validate={checks.contactDetails}
                maxLength={PROFILE_LIMITS.contactDetails}
                required
              />
              {text('churchAddress', { autoComplete: 'street-address' })}
              <ScreenForm.Row>
                {text('churchPhone', { type: 'tel', autoComplete: 'tel' })}
                {text('churchWebsite', {
                  type: 'url',
                  autoComplete: 'url',
                  hint: t('editProfile.hints.url'),
                })}
              </ScreenForm.Row>
              <ScreenForm.Row>
                {text('facebookUrl', { type: 'url' })}
                {text('twitterUrl', { type: 'url' })}
              </ScreenForm.Row>
              {text('donationUrl', { type: 'url', hint: t('editProfile.hints.donationUrl') })}
            </Card.Body>
          </Card>
          <Card>
            <Card.Header titleAs="h2" title={t('editProfile.sections.videos')} />
            <Card.Body>
              {text('videoEmbedUrl', { type: 'url', hint: t('editProfile.hints.videoEmbedUrl') })}
              <Textarea
                name="welcomeVideoEmbed"
                label={t('editProfile.fields.welcomeVideoEmbed')}
                hint={t('editProfile.hints.welcomeVideoEmbed')}
                validate={checks.welcomeVideoEmbed}
                maxLength={PROFILE_LIMITS.welcomeVideoEmbed}
              />
            </Card.Body>
          </Card>
          <Card>
            <Card.Header titleAs="h2" title={t('editProfile.sections.counselling')} />
            <Card.Body>
              <ScreenForm.Row>
                {text('counsellingPastor', { autoComplete: 'name' })}
                {text('counsellingEmail', { type: 'email', autoComplete: 'email' })}
              </ScreenForm.Row>
            </Card.Body>
          </Card>
          <ScreenForm.Actions>
            <Button type="submit" loading={submitting}>
              {t('common.save')}
            </Button>
            <ScreenForm.Status role="status">
              {saved === JSON.stringify(trimmed(current)) && (
                <>
                  <Icon name="success" size="small" />
                  {t('editProfile.saved')}
                </>
              )}
            </ScreenForm.Status>
          </ScreenForm.Actions>
        </>
      )}
    </ScreenForm>
  );
}
