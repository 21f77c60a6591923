import type { ChurchPictures, ChurchProfileValues } from './EditProfileScreen';

/** Grace Community Church's profile, as the demo data fills it in. */
export const filledProfile: ChurchProfileValues = {
  description:
    'Grace Community Church is a family of believers in the heart of Springfield. Whoever you are and wherever you come from, you are welcome here.\nWe meet to worship, to learn from the Bible and to serve our neighbours together.',
  serviceTimes: 'Sunday worship: 9:00 and 11:00\nWednesday prayer and Bible study: 19:00',
  contactDetails:
    'The church office is open Monday to Thursday, 9:00 to 16:00. Write to us or call the office.',
  churchAddress: '400 Grace Avenue, Springfield, IL 62701',
  churchWebsite: 'https://grace.example.org',
  churchPhone: '+1 555 010 0199',
  facebookUrl: 'https://www.facebook.com/gracecommunity.example',
  twitterUrl: 'https://twitter.com/gracecommunity_example',
  donationUrl: 'https://grace.example.org/give',
  videoEmbedUrl: 'https://vimeo.com/76979871',
  welcomeVideoEmbed: '<iframe src="https://player.vimeo.com/video/76979871"></iframe>',
  counsellingPastor: 'Ruth Miller',
  counsellingEmail: 'care@grace.example.org',
};

export const emptyProfile: ChurchProfileValues = Object.fromEntries(
  Object.keys(filledProfile).map((name) => [name, '']),
) as ChurchProfileValues;

const svg = (markup: string) => `data:image/svg+xml,${encodeURIComponent(markup)}`;

/** Pictures drawn inline (named colours: these are pictures, not the theme), so stories need no network. */
export const storyPictures: ChurchPictures = {
  banner: svg(
    '<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="600"><rect width="1600" height="600" fill="steelblue"/><rect y="380" width="1600" height="220" fill="seagreen"/><circle cx="1300" cy="150" r="80" fill="khaki"/></svg>',
  ),
  headshot: svg(
    '<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400"><rect width="400" height="400" fill="steelblue"/><circle cx="200" cy="160" r="90" fill="peachpuff"/><rect x="75" y="270" width="250" height="130" rx="100" fill="midnightblue"/></svg>',
  ),
};

export const noPictures: ChurchPictures = { banner: null, headshot: null };
