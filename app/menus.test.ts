// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  buildMenu,
  iconFor,
  leftMenuFor,
  type MenuEntryModel,
  type MenuSectionModel,
  type MenuUser,
} from './menus';
import type { Role } from './roles';
import { translator } from './testing/translate';

function user(roles: Role[], extra: Partial<MenuUser> = {}): MenuUser {
  return {
    roles,
    needToPay: false,
    moderatorStatus: null,
    hasLocation: true,
    waitingVideos: 0,
    pendingTestimonials: 0,
    newConnections: 0,
    unreadMessages: 0,
    ...extra,
  };
}

const name = (entry: MenuEntryModel) => (entry.kind === 'route' ? entry.route : entry.link);

/** The menu as one line per section: `section: item, item, [group: child, child]`. */
function outline(model: MenuSectionModel[]): string[] {
  return model.map(
    (section) =>
      `${section.id}: ${section.items
        .map((item) =>
          item.kind === 'group'
            ? `[${item.id}: ${item.children.map(name).join(', ')}]`
            : name(item.entry),
        )
        .join(', ')}`,
  );
}

const pastorSections = [
  'promotion: orderCards, getResults, monthlyVideos, bulletinInserts, resources',
  'churchManagement: [churchProfile: churchProfile, viewPublicProfile, editProfile, profileVideo], welcomeVideo, inbox, campuses, testimonials',
  'jesusStoryChallenge: setupShareStory, connectRequest, connectToChurch',
  'moderators: inviteModerator, churchModerators',
  'education: studyGuides, videoPlayer, evangelismBootcamp',
  'store: orderProducts',
];

describe('role menus (spec section 6)', () => {
  it('evangelism: dashboard, the pastor sections, Account, Donate', () => {
    expect(outline(buildMenu(user(['evangelism'])))).toEqual([
      'top: dashboard',
      ...pastorSections,
      'account: account, paymentInfo, supportCenter, supportRequest',
      'giving: donate',
    ]);
  });

  it('a pastor who must pay sees only the Account payment items, support, and Donate', () => {
    expect(outline(buildMenu(user(['evangelism'], { needToPay: true })))).toEqual([
      'account: account, paymentInfo, supportCenter, supportRequest',
      'giving: donate',
    ]);
  });

  it('free_evangelism: the reduced menu, an upgrade and no payment items', () => {
    expect(outline(buildMenu(user(['free_evangelism'])))).toEqual([
      'top: dashboard, evangelismBootcamp',
      'churchManagement: [churchProfile: churchProfile, viewPublicProfile, editProfile, profileVideo], welcomeVideo, inbox, campuses',
      'account: upgradeInformation',
      'giving: donate',
    ]);
    expect(outline(buildMenu(user(['evangelism', 'free_evangelism'])))[0]).toBe(
      'top: dashboard, evangelismBootcamp',
    );
  });

  it('individual: dashboard, boot camp, the story challenge, payment info and Donate', () => {
    expect(outline(buildMenu(user(['individual'])))).toEqual([
      'top: individualDashboard, evangelismBootcamp',
      'jesusStoryChallenge: shareYourStory, individualOrderCards, orderProducts, connectToChurch',
      'account: paymentInfo',
      'giving: donate',
    ]);
  });

  it('individual invited to moderate: Become a Moderator', () => {
    expect(outline(buildMenu(user(['individual'], { moderatorStatus: 'invited' })))[1]).toBe(
      'jesusStoryChallenge: shareYourStory, individualOrderCards, orderProducts, connectToChurch, becomeModerator',
    );
  });

  it('individual approved as moderator: Video review and Testimonials with their waiting counts, and the church’s connection requests to read', () => {
    const model = buildMenu(
      user(['individual'], {
        moderatorStatus: 'approved',
        waitingVideos: 4,
        pendingTestimonials: 3,
      }),
    );
    expect(outline(model)[1]).toBe(
      'jesusStoryChallenge: shareYourStory, individualOrderCards, orderProducts, connectToChurch, videoReview, testimonials, connectRequest',
    );
    const review = model[1]?.items.at(-3);
    expect(review).toMatchObject({
      entry: { route: 'videoReview', count: { source: 'waitingVideos', value: 4 } },
    });
    expect(model[1]?.items.at(-2)).toMatchObject({
      entry: { route: 'testimonials', count: { source: 'pendingTestimonials', value: 3 } },
    });
  });

  it('care: care dashboard, church profile, church access, bulletin inserts, care video player', () => {
    expect(outline(buildMenu(user(['care'])))).toEqual([
      'top: careDashboard',
      'care: churchProfile, churchAccess, bulletinInsertsCare, careVideoPlayer',
      'giving: donate',
    ]);
  });

  for (const role of ['website', 'discipleship'] as const) {
    it(`${role}: the care items plus the pastor items, the church profile and one dashboard`, () => {
      // The Care dashboard item is left out: guard rule 7 would send it back to /dashboard.
      expect(outline(buildMenu(user([role])))).toEqual([
        'top: dashboard',
        ...pastorSections,
        'care: churchAccess, bulletinInsertsCare, careVideoPlayer',
        'account: account, paymentInfo, supportCenter, supportRequest',
        'giving: donate',
      ]);
    });
  }

  it('admin: the admin sections, and the public Donate page', () => {
    expect(outline(buildMenu(user(['admin'])))).toEqual([
      'careContent: adminCareVideos, adminCareCategories, adminSpeakerBios',
      'people: [adminUsers: adminUsers, adminFreeUsers, adminPastorSignups, adminQrCodes], [adminModerators: adminModerators, adminModeratorActivities], [adminAccounts: adminAccounts, adminAccountCreate], adminLocations, adminSupport',
      'content: adminCategories, adminAiControl, adminPages, adminMonthlyPages, adminPosts, adminSupportAnswers',
      'orders: [adminCardOrders: adminCardOrderNew, adminCardOrders, adminCardOrderHistory]',
      'media: adminShareStory, [adminVideos: adminVideos, adminVideoReview, adminVideoUpload], adminChurchTestimonials',
      'store: adminStoreProducts, adminStoreCategories, adminStoreOrders',
      'giving: donation, adminGifts',
    ]);
  });

  it('Donate is in every menu', () => {
    const roles: Role[][] = [
      ['admin'],
      ['evangelism'],
      ['free_evangelism'],
      ['individual'],
      ['care'],
      ['website'],
      ['discipleship'],
    ];
    for (const each of roles) {
      for (const needToPay of [false, true]) {
        expect(outline(buildMenu(user(each, { needToPay }))).at(-1), each.join()).toMatch(
          /^giving: donat(e|ion)(, adminGifts)?$/,
        );
      }
    }
  });

  it('marks Campuses when the church has no location', () => {
    const campuses = (hasLocation: boolean) =>
      buildMenu(user(['evangelism'], { hasLocation }))
        .flatMap((section) => section.items)
        .find((item) => item.kind === 'entry' && item.id === 'campuses');
    expect(campuses(false)).toMatchObject({ entry: { warning: 'missingLocation' } });
    expect(campuses(true)).not.toMatchObject({ entry: { warning: 'missingLocation' } });
  });
});

describe('toLeftMenuSections', () => {
  const t = translator('en');

  it('translates, localizes the hrefs and fills the badges and the warning', () => {
    const sections = leftMenuFor(user(['evangelism'], { hasLocation: false, newConnections: 2 }), {
      t,
      locale: 'en',
      links: { viewPublicProfile: 'https://example.org/churches/grace' },
    });
    expect(sections[0]).toEqual({
      id: 'top',
      items: [
        { id: 'dashboard', label: 'Dashboard', href: '/dashboard', icon: iconFor('dashboard') },
      ],
    });
    const church = sections.find((section) => section.id === 'churchManagement');
    expect(church?.title).toBe('Church management');
    expect(church?.items[0]).toMatchObject({
      id: 'churchProfile',
      label: 'Church profile',
      children: [
        { id: 'churchProfile', label: 'Profile overview', href: '/churchProfile' },
        {
          id: 'viewPublicProfile',
          label: 'View public profile',
          href: 'https://example.org/churches/grace',
          external: true,
        },
        { id: 'editProfile', label: 'Edit profile', href: '/editProfile' },
        { id: 'profileVideo', label: 'Profile video', href: '/profileVideo' },
      ],
    });
    expect(church?.items.at(-2)).toMatchObject({
      id: 'campuses',
      warning: 'Add church location to map.',
    });
    const story = sections.find((section) => section.id === 'jesusStoryChallenge');
    expect(story?.items[1]).toMatchObject({
      id: 'connectRequest',
      badge: { count: 2, label: '2 new connections' },
    });
  });

  it('uses the locale for hrefs, labels and count wording', () => {
    const sections = leftMenuFor(user(['admin'], { waitingVideos: 1 }), {
      t: translator('ko'),
      locale: 'ko',
    });
    const media = sections.find((section) => section.id === 'media');
    const videos = media?.items[1];
    expect(videos && 'children' in videos ? videos.children?.[1] : undefined).toEqual({
      id: 'adminVideoReview',
      label: '영상 검토',
      href: '/ko/admin/video-review',
      badge: { count: 1, label: '대기 중인 영상 1개' },
    });
    expect(sections.at(-1)?.items[0]).toMatchObject({ label: '후원하기', href: '/ko/donation' });
  });

  it("counts the church's testimonials waiting on the pastor's Testimonials, in the language", () => {
    const testimonialsOf = (sections: ReturnType<typeof leftMenuFor>) =>
      sections
        .find((section) => section.id === 'churchManagement')
        ?.items.find((item) => item.id === 'testimonials');
    const one = leftMenuFor(user(['evangelism'], { pendingTestimonials: 1 }), { t, locale: 'en' });
    expect(testimonialsOf(one)).toMatchObject({
      href: '/testimonials',
      badge: { count: 1, label: '1 testimonial to review' },
    });
    const two = leftMenuFor(user(['website'], { pendingTestimonials: 2 }), {
      t: translator('es'),
      locale: 'es',
    });
    expect(testimonialsOf(two)).toMatchObject({
      badge: { count: 2, label: '2 testimonios por revisar' },
    });
    const none = leftMenuFor(user(['evangelism']), { t, locale: 'en' });
    expect(testimonialsOf(none)).toBeDefined();
    expect(testimonialsOf(none)).not.toHaveProperty('badge');
  });

  it('shows no badge for a zero count', () => {
    const sections = leftMenuFor(user(['evangelism']), { t, locale: 'en' });
    const story = sections.find((section) => section.id === 'jesusStoryChallenge');
    expect(story?.items[1]).not.toHaveProperty('badge');
  });

  it('leaves out an outside link whose address is unknown', () => {
    const sections = leftMenuFor(user(['evangelism']), { t, locale: 'en' });
    const group = sections.find((section) => section.id === 'churchManagement')?.items[0];
    expect(group && 'children' in group ? group.children?.map((child) => child.id) : []).toEqual([
      'churchProfile',
      'editProfile',
      'profileVideo',
    ]);
  });

  it('gives every top-level item an icon the design system has', () => {
    for (const roles of [['admin'], ['website'], ['individual']] as Role[][]) {
      for (const section of leftMenuFor(user(roles, { moderatorStatus: 'approved' }), {
        t,
        locale: 'en',
      })) {
        for (const item of section.items) expect(typeof item.icon).toBe('string');
      }
    }
  });
});
