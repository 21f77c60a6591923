import { array, boolean, enums, nullable, object, optional, refine, string } from 'superstruct';
import type { Infer } from 'superstruct';
import type { Role } from '#contract/roles.ts';
import { Count, Id, IsoDateTime, QueryId, queryInteger } from '#contract/validation.ts';

/**
 * The roles of a church's leaders (the pastor's menu, with Connections): they see the church's
 * requests, accept or decline them, and are mailed when someone asks to connect.
 */
export const CONNECTION_LEADER_ROLES = [
  'evangelism',
  'website',
  'discipleship',
] as const satisfies readonly Role[];

export const CONNECTION_STATUSES = ['new', 'accepted', 'declined'] as const;
export type ConnectionStatus = (typeof CONNECTION_STATUSES)[number];

/** What a church may answer to a request. */
export const CONNECTION_DECISIONS = ['accepted', 'declined'] as const;
export type ConnectionDecision = (typeof CONNECTION_DECISIONS)[number];

/** The church's list views: one status, or all of them. */
export const CONNECTION_FILTERS = ['new', 'accepted', 'declined', 'all'] as const;
export type ConnectionFilter = (typeof CONNECTION_FILTERS)[number];

export const CONNECTION_NOTE_MAX = 1000;

/** The person's words to the church: optional, at most CONNECTION_NOTE_MAX characters. */
const Note = refine(string(), 'connection_note', (value) =>
  value.length <= CONNECTION_NOTE_MAX ? true : `Use at most ${CONNECTION_NOTE_MAX} characters.`,
);

/** One of the signed-in person's requests, as they see it. */
export const MyChurchConnection = object({
  id: Id,
  account_id: Id,
  church_name: string(),
  /** The custom URL of the church's public page. */
  church_slug: string(),
  status: enums(CONNECTION_STATUSES),
  note: nullable(string()),
  created_at: IsoDateTime,
  decided_at: nullable(IsoDateTime),
});
export type MyChurchConnection = Infer<typeof MyChurchConnection>;

/** GET /my_church_connections, and the answer of create and destroy: newest first. */
export const MyChurchConnectionsResponse = object({ connections: array(MyChurchConnection) });
export type MyChurchConnectionsResponse = Infer<typeof MyChurchConnectionsResponse>;

/** POST /create_church_connection: the signed-in individual asks a church to connect. */
export const CreateChurchConnectionRequest = object({
  account_id: Id,
  note: optional(nullable(Note)),
});
export type CreateChurchConnectionRequest = Infer<typeof CreateChurchConnectionRequest>;

/** POST /destroy_church_connection: the person withdraws their own request. */
export const DestroyChurchConnectionRequest = object({ id: Id });
export type DestroyChurchConnectionRequest = Infer<typeof DestroyChurchConnectionRequest>;

/** One request as the church (or its moderator) sees it. */
export const ChurchConnection = object({
  id: Id,
  name: string(),
  email: string(),
  status: enums(CONNECTION_STATUSES),
  note: nullable(string()),
  created_at: IsoDateTime,
  decided_at: nullable(IsoDateTime),
  /** Who answered, by name; null while new. */
  decided_by: nullable(string()),
});
export type ChurchConnection = Infer<typeof ChurchConnection>;

/**
 * GET /get_church_connections?account_id= (the caller's church) and
 * GET /get_review_church_connections?account_id= (the caller's church or one they moderate):
 * newest first, one status or all, paged on the server.
 */
export const ChurchConnectionsRequest = object({
  account_id: QueryId,
  filter: optional(enums(CONNECTION_FILTERS)),
  page: optional(queryInteger(1, 100_000)),
  page_size: optional(queryInteger(1, 100)),
});
export type ChurchConnectionsRequest = Infer<typeof ChurchConnectionsRequest>;

export const ChurchConnectionsResponse = object({
  church_name: string(),
  connections: array(ChurchConnection),
  /** Requests in the chosen view. */
  total: Count,
  /** New requests of the church, whatever the view (the menu's count). */
  new_count: Count,
  page: Count,
  page_size: Count,
  /** Whether the caller may accept or decline (the church's own leaders; moderators only read). */
  can_decide: boolean(),
});
export type ChurchConnectionsResponse = Infer<typeof ChurchConnectionsResponse>;

/** POST /decide_church_connection: the church accepts or declines one of its requests. */
export const DecideChurchConnectionRequest = object({
  id: Id,
  decision: enums(CONNECTION_DECISIONS),
});
export type DecideChurchConnectionRequest = Infer<typeof DecideChurchConnectionRequest>;

export const DecideChurchConnectionResponse = object({ connection: ChurchConnection });
export type DecideChurchConnectionResponse = Infer<typeof DecideChurchConnectionResponse>;

/** GET /moderated_churches: the churches whose requests the caller may read as their moderator. */
export const ModeratedChurchesResponse = object({
  churches: array(object({ account_id: Id, name: string() })),
});
export type ModeratedChurchesResponse = Infer<typeof ModeratedChurchesResponse>;
