import { array, enums, integer, nullable, object, refine, size, string } from 'superstruct';
import type { Infer } from 'superstruct';
import { CARD_ORDER_STATES } from '#contract/cardOrders/cardOrders.ts';
import { APP_LOCALES } from '#contract/locales.ts';
import type { Role } from '#contract/roles.ts';
import { Count, Id, IsoDateTime, QueryId, requiredText } from '#contract/validation.ts';

// Support requests (issue 27, decision 077): a person asks, support answers, both ways by the
// dashboard and by mail. The support center's answers are content items of kind
// `support_answer` (contract/content), read through the content calls.

/**
 * Who may ask for support and read the support center (spec section 6): the pastor menu's Account
 * section has the support request, and website and discipleship users get the pastor items.
 * Individuals have the support center removed; free partners and care users have no Account
 * support item.
 */
export const SUPPORT_ROLES = [
  'evangelism',
  'website',
  'discipleship',
] as const satisfies readonly Role[];

/**
 * Where a request stands: new (nobody has answered) → open (support works on it) → waiting
 * (on the person: the clock is paused) → resolved → closed (final).
 */
export const SUPPORT_STATES = ['new', 'open', 'waiting', 'resolved', 'closed'] as const;
export type SupportState = (typeof SUPPORT_STATES)[number];

/**
 * The moves an admin may make by hand (the server follows the same table). A reply moves a
 * request too: support's first answer opens a new one; the person's reply brings a waiting or
 * resolved one back to open (a closed one stays closed: they start a new request).
 */
export const SUPPORT_TRANSITIONS: Record<SupportState, readonly SupportState[]> = {
  new: ['open', 'resolved', 'closed'],
  open: ['waiting', 'resolved', 'closed'],
  waiting: ['open', 'resolved', 'closed'],
  resolved: ['open', 'closed'],
  closed: [],
};

/** The states an admin may leave a request in with an answer. */
export const SUPPORT_REPLY_STATES = [
  'open',
  'waiting',
  'resolved',
] as const satisfies SupportState[];

/** The admin queue's age filter: asked within a day, within a week, or longer ago. */
export const SUPPORT_AGES = ['day', 'week', 'older'] as const;
export type SupportAge = (typeof SUPPORT_AGES)[number];
export const SUPPORT_AGE_SECONDS = { day: 24 * 60 * 60, week: 7 * 24 * 60 * 60 } as const;

/** The queue's views: still to do (new, open, waiting), done (resolved, closed), or all. */
export const SUPPORT_VIEWS = ['active', 'done', 'all'] as const;
export type SupportView = (typeof SUPPORT_VIEWS)[number];
export const SUPPORT_VIEW_STATES: Record<SupportView, readonly SupportState[]> = {
  active: ['new', 'open', 'waiting'],
  done: ['resolved', 'closed'],
  all: SUPPORT_STATES,
};

export const SUPPORT_LIMITS = {
  subject: 200,
  message: 10_000,
  page: 500,
  /** One attachment's bytes (10 MB). */
  attachmentBytes: 10_000_000,
  /** Attachments on one message. */
  attachmentsPerMessage: 5,
} as const;

/** What an attachment may be, by its content (file-type), never by its name. */
export const SUPPORT_ATTACHMENT_TYPES = {
  'application/pdf': 'pdf',
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
} as const;

/** Who wrote a message of the thread. */
export const SUPPORT_AUTHORS = ['person', 'support'] as const;
/** How it came: typed in the dashboard, or a mail. */
export const SUPPORT_CHANNELS = ['dashboard', 'mail'] as const;

const Subject = requiredText(SUPPORT_LIMITS.subject);
const Message = requiredText(SUPPORT_LIMITS.message);
/** The app page the request came from: a path of this app (`/orderCards`), not a full URL. */
export const SupportPage = refine(size(string(), 0, SUPPORT_LIMITS.page), 'page', (value) =>
  value === '' || /^\/[^\s]*$/.test(value) ? true : 'Give the page as a path, like /orderCards.',
);
const ScreenSide = refine(integer(), 'screen', (value) =>
  value >= 0 && value <= 100_000 ? true : 'Use a number of pixels from 0 to 100000.',
);
const AttachmentIds = refine(array(Id), 'attachment_ids', (value) =>
  value.length <= SUPPORT_LIMITS.attachmentsPerMessage
    ? true
    : `Attach at most ${SUPPORT_LIMITS.attachmentsPerMessage} files.`,
);

/** An attachment as its request's people see it; its file comes from GET /support/attachment_file. */
export const SupportAttachment = object({
  id: Id,
  name: string(),
  size: Count,
  content_type: string(),
});
export type SupportAttachment = Infer<typeof SupportAttachment>;

/** POST /support/attachment (multipart): the file, kept until a request or reply takes it. */
export const SupportAttachmentUploadRequest = object({});
export type SupportAttachmentUploadRequest = Infer<typeof SupportAttachmentUploadRequest>;

/**
 * POST /support/request_create. The page and screen come from the browser; the person's role,
 * church, browser (its User-Agent), card orders and short links the server reads itself.
 */
export const SupportRequestCreate = object({
  subject: Subject,
  message: Message,
  page: SupportPage,
  screen_width: ScreenSide,
  screen_height: ScreenSide,
  attachment_ids: AttachmentIds,
});
export type SupportRequestCreate = Infer<typeof SupportRequestCreate>;

/** What the request carried with it, as the server recorded it when it was made. */
export const SupportContext = object({
  page: string(),
  role: string(),
  church_name: string(),
  browser: string(),
  screen_width: Count,
  screen_height: Count,
  /** The church's newest card order: its number and state, or none. */
  card_order_number: nullable(string()),
  card_order_state: nullable(enums(CARD_ORDER_STATES)),
  /** The church's short links (QR codes): how many lead somewhere, how many are disabled. */
  short_links_active: Count,
  short_links_disabled: Count,
});
export type SupportContext = Infer<typeof SupportContext>;

export const SupportMessage = object({
  id: Id,
  author: enums(SUPPORT_AUTHORS),
  author_name: string(),
  channel: enums(SUPPORT_CHANNELS),
  body: string(),
  created_at: IsoDateTime,
  attachments: array(SupportAttachment),
});
export type SupportMessage = Infer<typeof SupportMessage>;

/** A request as the person lists theirs. */
export const SupportRequestSummary = object({
  id: Id,
  number: string(),
  subject: string(),
  state: enums(SUPPORT_STATES),
  created_at: IsoDateTime,
  last_message_at: IsoDateTime,
});
export type SupportRequestSummary = Infer<typeof SupportRequestSummary>;

/** A request with its thread, oldest message first. */
export const SupportRequestDetail = object({
  id: Id,
  number: string(),
  subject: string(),
  state: enums(SUPPORT_STATES),
  language: enums(APP_LOCALES),
  person_name: string(),
  person_email: string(),
  context: SupportContext,
  assigned_user_id: nullable(Id),
  assigned_name: nullable(string()),
  created_at: IsoDateTime,
  first_answer_at: nullable(IsoDateTime),
  /** Seconds from asking to support's first answer, less any time waiting on the person. */
  first_answer_seconds: nullable(Count),
  messages: array(SupportMessage),
});
export type SupportRequestDetail = Infer<typeof SupportRequestDetail>;

export const SupportRequestsResponse = object({ items: array(SupportRequestSummary) });
export type SupportRequestsResponse = Infer<typeof SupportRequestsResponse>;

export const SupportRequestId = object({ id: Id });
export type SupportRequestId = Infer<typeof SupportRequestId>;

/** POST /support/reply: the person writes again (a resolved request opens again). */
export const SupportReplyRequest = object({
  id: Id,
  message: Message,
  attachment_ids: AttachmentIds,
});
export type SupportReplyRequest = Infer<typeof SupportReplyRequest>;

/** GET /support/attachment_file?id=: the file, to its request's person and to admins. */
export const SupportAttachmentFileRequest = object({ id: QueryId });
export type SupportAttachmentFileRequest = Infer<typeof SupportAttachmentFileRequest>;

/** POST /admin/support/reply: support answers, and leaves the request open, waiting or resolved. */
export const SupportAdminReplyRequest = object({
  id: Id,
  message: Message,
  state: enums(SUPPORT_REPLY_STATES),
});
export type SupportAdminReplyRequest = Infer<typeof SupportAdminReplyRequest>;

/** POST /admin/support/transition: a move of SUPPORT_TRANSITIONS. */
export const SupportTransitionRequest = object({ id: Id, state: enums(SUPPORT_STATES) });
export type SupportTransitionRequest = Infer<typeof SupportTransitionRequest>;

/** POST /admin/support/assign: to an admin, or to nobody. */
export const SupportAssignRequest = object({ id: Id, user_id: nullable(Id) });
export type SupportAssignRequest = Infer<typeof SupportAssignRequest>;

/** The admins a request can be assigned to. */
export const SupportAssigneesResponse = object({
  items: array(object({ id: Id, name: string() })),
});
export type SupportAssigneesResponse = Infer<typeof SupportAssigneesResponse>;

/** `SR-000042`. */
export const supportNumber = (id: number) => `SR-${String(id).padStart(6, '0')}`;

/** Whether an admin may move a request from `from` to `to` by hand. */
export function canMoveSupport(from: SupportState, to: SupportState): boolean {
  return SUPPORT_TRANSITIONS[from].includes(to);
}
