import type {
  Address,
  Location,
  LookupProfileResponse,
  Membership,
  ModeratorStatus,
  SignInResponse,
  VideoSummary,
} from '#contract';
import { isPayingPastor, type Role } from '#app/roles';

/**
 * The signed-in user (spec section 3, 'User (session)'), in the app's camelCase. The sign-in
 * answer gives the token, the roles and the names; the profile lookup gives the rest.
 */
export type SessionUser = {
  jwt: string;
  roles: Role[];
  userId: number | null;
  accountId: number | null;
  accountSlug: string | null;
  email: string;
  firstname: string;
  lastname: string;
  photoUrl: string | null;
  /** True when the user's state is not 'active'. */
  restricted: boolean;
  churchName: string | null;
  churchWebsite: string | null;
  churchPhone: string | null;
  churchStatus: string | null;
  waitingVideos: number;
  pendingTestimonials: number;
  newConnections: number;
  unreadMessages: number;
  membership: Membership | null;
  shippingInfo: Address | null;
  inviteVideo: VideoSummary | null;
  inviteChurchLogo: string | null;
  story: VideoSummary | null;
  profileVideo: VideoSummary | null;
  moderator: { status: ModeratorStatus };
  location: Location | null;
  introVideoSlug: string | null;
  isTruelifeMember: boolean;
  /** Blocked from pages that need payment, and shown only the payment items (spec section 4). */
  needToPay: boolean;
  /** The profile lookup has answered at least once since sign-in (or since the reload). */
  profileLoaded: boolean;
};

/** What is known of a user from the token alone (a reload, before the profile answers). */
export function userFromAuth(auth: {
  jwt: string;
  roles: readonly Role[];
  userId?: number | null;
}): SessionUser {
  return {
    jwt: auth.jwt,
    roles: [...auth.roles],
    userId: auth.userId ?? null,
    accountId: null,
    accountSlug: null,
    email: '',
    firstname: '',
    lastname: '',
    photoUrl: null,
    restricted: false,
    churchName: null,
    churchWebsite: null,
    churchPhone: null,
    churchStatus: null,
    waitingVideos: 0,
    pendingTestimonials: 0,
    newConnections: 0,
    unreadMessages: 0,
    membership: null,
    shippingInfo: null,
    inviteVideo: null,
    inviteChurchLogo: null,
    story: null,
    profileVideo: null,
    moderator: { status: 'none' },
    location: null,
    introVideoSlug: null,
    isTruelifeMember: false,
    needToPay: false,
    profileLoaded: false,
  };
}

/** The user right after sign-in, before the profile lookup answers. */
export function userFromSignIn(answer: SignInResponse): SessionUser {
  return {
    ...userFromAuth({ jwt: answer.token, roles: answer.user.role, userId: answer.user.id }),
    accountId: answer.user.account_id,
    email: answer.user.email,
    firstname: answer.user.firstname,
    lastname: answer.user.lastname,
  };
}

/**
 * Spec section 4: a pastor (evangelism, not free) with no membership or a past_due one must
 * pay. The server's own `need_to_pay` (its billing service may know more, e.g. a canceled
 * membership) is honoured too.
 */
export function needsToPay(
  roles: readonly Role[],
  membership: Pick<Membership, 'state'> | null,
  serverSays = false,
): boolean {
  return serverSays || (isPayingPastor(roles) && (!membership || membership.state === 'past_due'));
}

/** The session user with the profile lookup's answer folded in (spec section 3). */
export function userFromProfile(current: SessionUser, profile: LookupProfileResponse): SessionUser {
  const roles = profile.role.length > 0 ? [...profile.role] : current.roles;
  return {
    ...current,
    roles,
    userId: profile.id,
    accountId: profile.account_id,
    accountSlug: profile.account_slug,
    email: profile.email,
    firstname: profile.firstname,
    lastname: profile.lastname,
    photoUrl: profile.photo_url,
    restricted: profile.state !== 'active' || profile.restricted,
    churchName: profile.church_name,
    churchWebsite: profile.church_website,
    churchPhone: profile.church_phone,
    churchStatus: profile.church_status,
    waitingVideos: profile.waiting_videos,
    pendingTestimonials: profile.pending_testimonials,
    newConnections: profile.new_connections,
    unreadMessages: profile.unread_messages,
    membership: profile.membership,
    shippingInfo: profile.shipping_address,
    inviteVideo: profile.invite_video,
    inviteChurchLogo: profile.invite_church_logo,
    story: profile.story,
    profileVideo: profile.profile_video,
    moderator: { status: profile.moderator.status },
    location: profile.location,
    introVideoSlug: profile.intro_video_slug,
    isTruelifeMember: profile.is_truelife_member,
    needToPay: needsToPay(roles, profile.membership, profile.need_to_pay),
    profileLoaded: true,
  };
}

/** The spec's empty test (section 5), shared with the server. */
export { isEmpty } from '#contract/validation';
