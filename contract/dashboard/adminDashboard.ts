import { object, record, string } from 'superstruct';
import type { Infer } from 'superstruct';
import { Count } from '#contract/validation.ts';

/** The admin dashboard's figures, counted by the server when asked. */
export const AdminDashboardResponse = object({
  users_total: Count,
  /** Role → how many users hold it (a user with two roles counts in both). */
  users_by_role: record(string(), Count),
  accounts_total: Count,
  /** Videos waiting for review across every account. */
  waiting_videos: Count,
  card_orders: object({ open: Count, this_month: Count }),
});
export type AdminDashboardResponse = Infer<typeof AdminDashboardResponse>;
