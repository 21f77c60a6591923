import type { ConfigEntry, InstructionVideo } from '#contract/config.ts';
import type {
  Address,
  BillingInterval,
  ChurchStatus,
  MembershipState,
  ModeratorStatus,
  VideoStatus,
} from '#contract/account/profile.ts';
import type { AppLocale } from '#contract/locales.ts';
import type { Role } from '#contract/roles.ts';
import type { AccountKind } from '#contract/users/accountsResource.ts';
import type { ConnectionStatus } from '#server/db/schema.ts';

/** Every demo account signs in with this password (listed in the README; never for production). */
export const DEMO_PASSWORD = 'outreach-demo';

export type DemoUser = {
  email: string;
  firstname: string;
  lastname: string;
  roles: Role[];
  moderatorStatus?: ModeratorStatus;
  isTruelifeMember?: boolean;
  introVideoSlug?: string;
  /** The language of the user's mails (English when left out). */
  locale?: AppLocale;
};

export type DemoVideo = { slug: string; url: string; status: VideoStatus };

export type DemoAccount = {
  slug: string;
  kind: AccountKind;
  church?: {
    name: string;
    website: string;
    phone: string;
    status: ChurchStatus;
    inviteChurchLogo: string | null;
  };
  membership?: {
    state: MembershipState;
    planCode: string;
    planName: string;
    interval: BillingInterval;
    /** Days from the seeding moment to the end of the paid period (negative: in the past). */
    periodEndsInDays: number;
  };
  shipping?: Address;
  locations: Address[];
  users: DemoUser[];
  messages: {
    senderName: string;
    senderEmail: string;
    subject: string;
    body: string;
    read: boolean;
  }[];
  profileVideo?: DemoVideo;
  inviteVideo?: DemoVideo;
  /** Church access for the counselling product; its care password is DEMO_PASSWORD. */
  careAccess?: {
    carePastor: string;
    careEmail: string;
    careAddress: string;
    carePhone: string;
    careWebsite: string;
  };
};

/** A Jesus story an individual shared with a church, and their connection request to it. */
export type DemoStory = {
  userEmail: string;
  churchSlug: string;
  video: DemoVideo;
  connection: ConnectionStatus;
};

const graceShipping: Address = {
  name: 'Grace Community Church',
  address: '410 Maple Avenue',
  address2: 'Church office',
  city: 'Springfield',
  state: 'IL',
  zip_code: '62704',
  country: 'US',
};

/** More of what people wrote to Grace Community Church, so the inbox has pages and a search. */
const GRACE_INBOX: DemoAccount['messages'] = (
  [
    [
      'Maria Gonzalez',
      'maria.gonzalez@example.org',
      'Scanned your card at the coffee shop',
      'A friend handed me your card. I watched the video and would like to visit this Sunday. What time is the service?',
    ],
    [
      'James Carter',
      'james.carter@example.org',
      'Prayer request',
      'Please pray for my mother, who is in the hospital this week.',
    ],
    [
      'Emily Chen',
      'emily.chen@example.org',
      'Volunteering with the youth group',
      'I would love to help with the youth group on Wednesday nights. Who should I talk to?',
    ],
    [
      'Robert Johnson',
      'robert.johnson@example.org',
      'Baptism class',
      'When does the next baptism class start? My son and I would both like to join.',
    ],
    [
      'Aisha Bello',
      'aisha.bello@example.org',
      'Parking on Sunday mornings',
      'Is there parking near the church, or should we take the bus?',
    ],
    [
      'Lucas Silva',
      'lucas.silva@example.org',
      'Spanish-speaking service',
      'Do you have a service in Spanish, or someone who could translate for my parents?',
    ],
    [
      'Hannah Park',
      'hannah.park@example.org',
      'Wedding in June',
      'My fiancé and I would like to ask about getting married at Grace in June.',
    ],
    [
      'Peter Novak',
      'peter.novak@example.org',
      'Your welcome video',
      'I am not religious, but your welcome video was honest and kind. Thank you.',
    ],
    [
      'Fatima Rahman',
      'fatima.rahman@example.org',
      'Food pantry donations',
      'Where can we drop off canned food for the pantry, and on which days?',
    ],
    [
      'Michael Brown',
      'michael.brown@example.org',
      'Men’s breakfast',
      'Is the men’s breakfast still on the first Saturday of the month?',
    ],
    [
      'Sofia Rossi',
      'sofia.rossi@example.org',
      'Children’s ministry during the service',
      'Is there a program for children aged 4 and 7 during the main service?',
    ],
    [
      'Kevin Nguyen',
      'kevin.nguyen@example.org',
      'Card order for our small group',
      'Our small group would like 50 cards to hand out at the neighbourhood fair.',
    ],
    [
      'Olivia Martin',
      'olivia.martin@example.org',
      'Counselling appointment',
      'Could I speak with someone from the care team this week? It is about my marriage.',
    ],
    [
      'Daniel Okafor',
      'daniel.okafor@example.org',
      'Choir auditions',
      'Are you looking for tenors for the Easter choir?',
    ],
    [
      'Grace Lee',
      'grace.lee@example.org',
      'Thank you for the meal',
      'Thank you for the meals your church brought us after the baby was born.',
    ],
    [
      'Thomas Wright',
      'thomas.wright@example.org',
      'Sound equipment',
      'I work in audio and noticed the microphone buzzing on Sunday. Happy to take a look.',
    ],
    [
      'Nadia Haddad',
      'nadia.haddad@example.org',
      'Bible study for newcomers',
      'Is there a Bible study for people who have never read the Bible?',
    ],
    [
      'Chris Evans',
      'chris.evans@example.org',
      'Address for the map',
      'Your church does not show on the church finder map yet. Is the address on Maple Avenue?',
    ],
    [
      'Yuki Tanaka',
      'yuki.tanaka@example.org',
      'Visiting from Japan',
      'I am visiting Springfield for three weeks and would like to attend while I am here.',
    ],
    [
      'Samuel Adeyemi',
      'samuel.adeyemi@example.org',
      'Men’s retreat registration',
      'How do I register for the men’s retreat in May, and what does it cost?',
    ],
    [
      'Laura Fischer',
      'laura.fischer@example.org',
      'Story shared on the video page',
      'I shared my story on your video page. Will someone from the church contact me?',
    ],
    [
      'Ben Cohen',
      'ben.cohen@example.org',
      'Interfaith dinner',
      'Our synagogue is hosting an interfaith dinner and would love Grace to join us.',
    ],
    [
      'Amara Diallo',
      'amara.diallo@example.org',
      'Wheelchair access',
      'Is the sanctuary accessible by wheelchair? My grandmother would like to come.',
    ],
    [
      'Ethan Walker',
      'ethan.walker@example.org',
      'Podcast of the sermons',
      'Do you publish the sermons online? I missed last Sunday.',
    ],
    [
      'Chloe Dubois',
      'chloe.dubois@example.org',
      'Moving to Springfield',
      'We are moving to Springfield in August and looking for a church family.',
    ],
    [
      'Isaac Mensah',
      'isaac.mensah@example.org',
      'Invitation cards for a funeral',
      'Could we use your cards at my father’s memorial service to invite guests?',
    ],
    [
      'Rachel Green',
      'rachel.green@example.org',
      'Question about membership',
      'What are the steps to become a member of Grace Community Church?',
    ],
  ] as const
).map(([senderName, senderEmail, subject, body], index) => ({
  senderName,
  senderEmail,
  subject,
  body,
  // About a third unread, spread through the list.
  read: index % 3 !== 0,
}));

export const DEMO_ACCOUNTS: DemoAccount[] = [
  {
    slug: 'outreach-team',
    kind: 'organisation',
    locations: [],
    messages: [],
    users: [{ email: 'admin@demo.church', firstname: 'Ada', lastname: 'Admin', roles: ['admin'] }],
  },
  {
    // The pastor's church has no campus yet, so the Campuses warning badge shows.
    slug: 'grace-community-church',
    kind: 'church',
    church: {
      name: 'Grace Community Church',
      website: 'https://grace.demo.church',
      phone: '+1 217 555 0142',
      status: 'active',
      inviteChurchLogo: 'https://grace.demo.church/logo.png',
    },
    membership: {
      state: 'active',
      planCode: 'church-101-250-yearly',
      planName: 'Church 101-250, yearly',
      interval: 'year',
      periodEndsInDays: 300,
    },
    shipping: graceShipping,
    locations: [],
    users: [
      {
        email: 'pastor@demo.church',
        firstname: 'John',
        lastname: 'Carter',
        roles: ['evangelism'],
        isTruelifeMember: true,
      },
    ],
    messages: [
      {
        senderName: 'Sarah Miller',
        senderEmail: 'sarah.miller@example.org',
        subject: 'Question about the invitation cards',
        body: 'Hello Pastor John, could we get 200 more cards before Easter?',
        read: false,
      },
      {
        senderName: 'David Kim',
        senderEmail: 'david.kim@example.org',
        subject: 'Thank you for Sunday',
        body: 'The testimony video moved our small group. Thank you for sharing it.',
        read: false,
      },
      {
        senderName: 'Outreach Support',
        senderEmail: 'support@demo.church',
        subject: 'Welcome to the partner dashboard',
        body: 'Your church profile is live. Add a campus so people can find you on the map.',
        read: true,
      },
      ...GRACE_INBOX,
    ],
    profileVideo: {
      slug: 'grace-community-church',
      url: 'https://vimeo.com/1084537',
      status: 'approved',
    },
    inviteVideo: {
      slug: 'grace-welcome',
      url: 'https://www.youtube.com/watch?v=aqz-KE-bpKQ',
      status: 'approved',
    },
  },
  {
    slug: 'hope-fellowship',
    kind: 'church',
    church: {
      name: 'Hope Fellowship',
      website: 'https://hope.demo.church',
      phone: '+1 312 555 0177',
      status: 'active',
      inviteChurchLogo: null,
    },
    membership: {
      state: 'past_due',
      planCode: 'church-0-100-monthly',
      planName: 'Church 0-100, monthly',
      interval: 'month',
      periodEndsInDays: -10,
    },
    locations: [
      {
        name: 'Hope Fellowship Downtown',
        address: '88 Lake Street',
        address2: null,
        city: 'Chicago',
        state: 'IL',
        zip_code: '60601',
        country: 'US',
      },
    ],
    users: [
      {
        email: 'pastdue@demo.church',
        firstname: 'Paula',
        lastname: 'Reyes',
        roles: ['evangelism'],
      },
    ],
    messages: [
      {
        senderName: 'Outreach Billing',
        senderEmail: 'billing@demo.church',
        subject: 'Your invoice is past due',
        body: 'Please update your card so your licence stays active.',
        read: false,
      },
    ],
  },
  {
    slug: 'new-life-chapel',
    kind: 'church',
    church: {
      name: 'New Life Chapel',
      website: 'https://newlife.demo.church',
      phone: '+1 614 555 0110',
      status: 'active',
      inviteChurchLogo: null,
    },
    locations: [
      {
        name: 'New Life Chapel',
        address: '12 Elm Road',
        address2: null,
        city: 'Columbus',
        state: 'OH',
        zip_code: '43004',
        country: 'US',
      },
    ],
    users: [
      {
        email: 'free@demo.church',
        firstname: 'Frank',
        lastname: 'Osei',
        roles: ['free_evangelism'],
      },
    ],
    messages: [],
  },
  {
    slug: 'riverside-church',
    kind: 'church',
    church: {
      name: 'Riverside Church',
      website: 'https://riverside.demo.church',
      phone: '+1 503 555 0163',
      status: 'active',
      inviteChurchLogo: null,
    },
    membership: {
      state: 'active',
      planCode: 'church-251-500-monthly',
      planName: 'Church 251-500, monthly',
      interval: 'month',
      periodEndsInDays: 20,
    },
    locations: [
      {
        name: 'Riverside Main Campus',
        address: '300 River Drive',
        address2: 'Building B',
        city: 'Portland',
        state: 'OR',
        zip_code: '97201',
        country: 'US',
      },
    ],
    users: [
      { email: 'care@demo.church', firstname: 'Carmen', lastname: 'Lopez', roles: ['care'] },
      { email: 'website@demo.church', firstname: 'Walter', lastname: 'Nguyen', roles: ['website'] },
      {
        email: 'discipleship@demo.church',
        firstname: 'Dora',
        lastname: 'Fischer',
        roles: ['discipleship'],
      },
    ],
    messages: [],
    careAccess: {
      carePastor: 'Pastor Carmen Lopez',
      careEmail: 'care@riverside.demo.church',
      careAddress: '300 River Drive, Building B, Portland, OR 97201',
      carePhone: '+1 503 555 0164',
      careWebsite: 'https://care.riverside.demo.church',
    },
  },
  {
    slug: 'isabel-brooks',
    kind: 'individual',
    locations: [],
    messages: [],
    users: [
      {
        email: 'individual@demo.church',
        firstname: 'Isabel',
        lastname: 'Brooks',
        roles: ['individual'],
        introVideoSlug: 'isabel-brooks',
      },
    ],
  },
  {
    slug: 'ivan-petrov',
    kind: 'individual',
    locations: [],
    messages: [],
    users: [
      {
        email: 'invited@demo.church',
        firstname: 'Ivan',
        lastname: 'Petrov',
        roles: ['individual'],
        moderatorStatus: 'invited',
        introVideoSlug: 'ivan-petrov',
      },
    ],
  },
  {
    slug: 'maria-santos',
    kind: 'individual',
    locations: [],
    messages: [],
    users: [
      {
        email: 'moderator@demo.church',
        firstname: 'Maria',
        lastname: 'Santos',
        roles: ['individual'],
        moderatorStatus: 'approved',
        introVideoSlug: 'maria-santos',
      },
    ],
  },
];

/**
 * Grace Community Church's moderators: Maria has accepted; Ivan is invited (his menu shows
 * Become a Moderator, and the invitation stays open for a year so the demo keeps working).
 */
export const DEMO_MODERATORS: {
  churchSlug: string;
  email: string;
  status: 'approved' | 'invited';
}[] = [
  { churchSlug: 'grace-community-church', email: 'moderator@demo.church', status: 'approved' },
  { churchSlug: 'grace-community-church', email: 'invited@demo.church', status: 'invited' },
];

/**
 * Added with the campus map: map pins for the campuses seeded before pins existed, a second
 * campus for Riverside Church (its staff see two pins on Campuses), and Samuel, Grace Community
 * Church's second approved moderator. Grace itself keeps no campus, so the pastor's Campuses
 * warning still shows (decision 030).
 */
export const DEMO_PINS: {
  churchSlug: string;
  name: string;
  latitude: number;
  longitude: number;
}[] = [
  {
    churchSlug: 'hope-fellowship',
    name: 'Hope Fellowship Downtown',
    latitude: 41.8857,
    longitude: -87.6181,
  },
  {
    churchSlug: 'new-life-chapel',
    name: 'New Life Chapel',
    latitude: 40.1262,
    longitude: -82.9291,
  },
  {
    churchSlug: 'riverside-church',
    name: 'Riverside Main Campus',
    latitude: 45.5152,
    longitude: -122.6784,
  },
];

export const DEMO_SECOND_CAMPUS: {
  churchSlug: string;
  campus: Address;
  latitude: number;
  longitude: number;
} = {
  churchSlug: 'riverside-church',
  campus: {
    name: 'Riverside East Campus',
    address: '1400 SE Hawthorne Boulevard',
    address2: null,
    city: 'Portland',
    state: 'OR',
    zip_code: '97214',
    country: 'US',
  },
  latitude: 45.5121,
  longitude: -122.6513,
};

/**
 * A second past_due church (its own seed step), whose pastor reads Korean: the past_due flow is
 * driven once in each language, and paying one church leaves the other past_due for the tests
 * that read it so (issue 10).
 */
export const DEMO_SECOND_PAST_DUE: DemoAccount = {
  slug: 'sarang-church',
  kind: 'church',
  church: {
    name: 'Sarang Church',
    website: 'https://sarang.demo.church',
    phone: '+1 213 555 0148',
    status: 'active',
    inviteChurchLogo: null,
  },
  membership: {
    state: 'past_due',
    planCode: 'tier-0-99-month',
    planName: 'Small church',
    interval: 'month',
    periodEndsInDays: -10,
  },
  locations: [
    {
      name: 'Sarang Church',
      address: '3055 Wilshire Boulevard',
      address2: null,
      city: 'Los Angeles',
      state: 'CA',
      zip_code: '90010',
      country: 'US',
    },
  ],
  users: [
    {
      email: 'pastdue-ko@demo.church',
      firstname: '민준',
      lastname: '김',
      roles: ['evangelism'],
      locale: 'ko',
    },
  ],
  messages: [],
};

export const DEMO_SECOND_MODERATOR: { churchSlug: string; account: DemoAccount } = {
  churchSlug: 'grace-community-church',
  account: {
    slug: 'samuel-okafor',
    kind: 'individual',
    locations: [],
    messages: [],
    users: [
      {
        email: 'reviewer@demo.church',
        firstname: 'Samuel',
        lastname: 'Okafor',
        roles: ['individual'],
        moderatorStatus: 'approved',
      },
    ],
  },
};

/** Two stories wait for review and two connection requests are new, so the badges show. */
export const DEMO_STORIES: DemoStory[] = [
  {
    userEmail: 'individual@demo.church',
    churchSlug: 'grace-community-church',
    video: { slug: 'isabel-brooks', url: 'https://vimeo.com/76979871', status: 'review' },
    connection: 'new',
  },
  {
    userEmail: 'invited@demo.church',
    churchSlug: 'grace-community-church',
    video: { slug: 'ivan-petrov', url: 'https://youtu.be/aqz-KE-bpKQ', status: 'created' },
    connection: 'new',
  },
  {
    userEmail: 'moderator@demo.church',
    churchSlug: 'grace-community-church',
    video: { slug: 'maria-santos', url: 'https://vimeo.com/22439234', status: 'approved' },
    connection: 'accepted',
  },
];

/**
 * Sample videos played from files (server/seed/media): Grace's welcome video at its custom URL,
 * and a story a moderator blocked. With DEMO_STORIES the stories are waiting (two), approved and
 * blocked.
 */
export const DEMO_FILE_VIDEOS = {
  welcome: {
    churchSlug: 'grace-community-church',
    userEmail: 'pastor@demo.church',
    slug: 'welcome-to-grace',
  },
  blockedStory: {
    churchSlug: 'grace-community-church',
    userEmail: 'reviewer@demo.church',
    slug: 'samuel-okafor',
    blockReason:
      'The video shows a phone number and a home address. Please record it again without them.',
  },
} as const;

export const DEMO_CONFIG: ConfigEntry[] = [
  { key: 'support_email', value: 'support@demo.church' },
  { key: 'designer_email', value: 'design@demo.church' },
  { key: 'pastor_instruction_video', value: 'https://vimeo.com/76979871' },
  { key: 'pastor_dashboard_video', value: 'https://www.youtube.com/watch?v=aqz-KE-bpKQ' },
  { key: 'individual_instruction_video', value: 'https://vimeo.com/22439234' },
  { key: 'individual_dashboard_video', value: 'https://youtu.be/aqz-KE-bpKQ' },
  { key: 'moderator_video', value: 'https://player.vimeo.com/video/1084537' },
  { key: 'pastor_invitation_video', value: 'https://www.youtube.com/watch?v=ScMzIvxBSi4' },
  { key: 'moderator_invitation_video', value: 'https://vimeo.com/1084537' },
  { key: 'individual_signup_link', value: 'https://demo.church/signup/individual' },
  { key: 'popup_reminder_pastor_link', value: 'https://demo.church/reminders/pastor' },
  { key: 'popup_reminder_individual_link', value: 'https://demo.church/reminders/individual' },
];

export const DEMO_INSTRUCTION_VIDEOS: InstructionVideo[] = [
  { slug: 'pastor-dashboard', url: 'https://vimeo.com/76979871' },
  { slug: 'individual-dashboard', url: 'https://www.youtube.com/watch?v=aqz-KE-bpKQ' },
  { slug: 'care-dashboard', url: 'https://vimeo.com/22439234' },
  { slug: 'order-cards', url: 'https://youtu.be/ScMzIvxBSi4' },
  { slug: 'video-player', url: 'https://player.vimeo.com/video/1084537' },
];
