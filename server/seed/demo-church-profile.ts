/**
 * Grace Community Church's profile in the demo (the pastor@demo.church account): every text
 * field filled in, so its public page (/church/grace-community-church) shows a whole church.
 * The pictures are left for the pastor to upload.
 */
export const DEMO_CHURCH_PROFILE = {
  churchSlug: 'grace-community-church',
  profile: {
    description:
      'Grace Community Church is a family of believers in the heart of Springfield. ' +
      'Whoever you are and wherever you come from, you are welcome here.\n' +
      'We meet to worship, to learn from the Bible and to serve our neighbours together.',
    serviceTimes: 'Sunday worship: 9:00 and 11:00\nWednesday prayer and Bible study: 19:00',
    contactDetails:
      'The church office is open Monday to Thursday, 9:00 to 16:00. ' +
      'Write to us with the form below or call the office.',
    churchAddress: '400 Grace Avenue, Springfield, IL 62701',
    facebookUrl: 'https://www.facebook.com/gracecommunity.example',
    twitterUrl: 'https://twitter.com/gracecommunity_example',
    donationUrl: 'https://grace.example.org/give',
    videoEmbedUrl: 'https://vimeo.com/76979871',
    welcomeVideoEmbed:
      '<iframe src="https://player.vimeo.com/video/76979871" width="640" height="360" ' +
      'frameborder="0" allow="fullscreen; picture-in-picture" allowfullscreen></iframe>',
    counsellingPastor: 'Ruth Miller',
    counsellingEmail: 'care@grace.example.org',
  },
} as const;
