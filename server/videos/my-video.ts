import type { MyVideo } from '#contract/videos/videos.ts';
import type { videos } from '#server/db/schema.ts';

type VideoRow = typeof videos.$inferSelect;

const fileUrl = (key: string | null) => (key ? `/files/${key}` : null);

/** A video row as its maker sees it: what plays, its poster, and where processing stands. */
export function myVideoOf(row: VideoRow): MyVideo {
  return {
    id: row.id,
    kind: row.kind,
    slug: row.slug,
    // An upload plays from its processed file; until that is ready it has no address yet.
    url: row.url ?? fileUrl(row.fileKey) ?? '',
    status: row.status,
    processing: row.processing,
    processing_error: row.processingError,
    poster_url: fileUrl(row.posterKey),
    duration_seconds: row.durationSeconds,
    account_id: row.accountId,
  };
}
