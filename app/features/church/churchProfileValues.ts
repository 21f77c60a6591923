import type { ChurchProfile, EditProfileRequest } from '#contract/church/churchProfile';
import type {
  ChurchPictures,
  ChurchProfileField,
  ChurchProfileValues,
} from '#screens/church/EditProfileScreen';

/** The profile's text fields as the screens name them. */
export function profileValuesOf(profile: ChurchProfile | undefined): ChurchProfileValues {
  return {
    description: profile?.description ?? '',
    serviceTimes: profile?.service_times ?? '',
    contactDetails: profile?.contact_details ?? '',
    churchAddress: profile?.church_address ?? '',
    churchWebsite: profile?.church_website ?? '',
    churchPhone: profile?.church_phone ?? '',
    facebookUrl: profile?.facebook_url ?? '',
    twitterUrl: profile?.twitter_url ?? '',
    donationUrl: profile?.donation_url ?? '',
    videoEmbedUrl: profile?.video_embed_url ?? '',
    welcomeVideoEmbed: profile?.welcome_video_embed ?? '',
    counsellingPastor: profile?.counselling_pastor ?? '',
    counsellingEmail: profile?.counselling_email ?? '',
  };
}

export function picturesOf(profile: ChurchProfile | undefined): ChurchPictures {
  return { banner: profile?.banner_url ?? null, headshot: profile?.headshot_url ?? null };
}

/** The server's name of each field of the form. */
export const serverFieldNames = {
  description: 'description',
  serviceTimes: 'service_times',
  contactDetails: 'contact_details',
  churchAddress: 'church_address',
  churchWebsite: 'church_website',
  churchPhone: 'church_phone',
  facebookUrl: 'facebook_url',
  twitterUrl: 'twitter_url',
  donationUrl: 'donation_url',
  videoEmbedUrl: 'video_embed_url',
  welcomeVideoEmbed: 'welcome_video_embed',
  counsellingPastor: 'counselling_pastor',
  counsellingEmail: 'counselling_email',
} as const satisfies Record<ChurchProfileField, keyof EditProfileRequest>;

export function editRequestOf(values: ChurchProfileValues): EditProfileRequest {
  return Object.fromEntries(
    Object.entries(serverFieldNames).map(([field, server]) => [
      server,
      values[field as ChurchProfileField],
    ]),
  ) as EditProfileRequest;
}
