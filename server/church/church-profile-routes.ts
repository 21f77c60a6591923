import type { FastifyInstance } from 'fastify';
import type { ChurchProfile, EditProfileRequest } from '#contract/church/churchProfile.ts';
import { UploadChurchPictureRequest } from '#contract/church/churchProfile.ts';
import { endpoints } from '#contract/endpoints.ts';
import type { Role } from '#contract/roles.ts';
import { eq } from 'drizzle-orm';
import {
  checkActionLimits,
  type RateLimitedAction,
  takeActionLimits,
} from '#server/auth/rate-limited.ts';
import type { Db } from '#server/db/database.ts';
import { accounts, churchProfiles } from '#server/db/schema.ts';
import type { Deps } from '#server/deps.ts';
import { unauthorized } from '#server/http/api-error.ts';
import { acceptMultipart, readUpload } from '#server/http/multipart.ts';
import { defineRoute } from '#server/http/route.ts';
import { displayPicture } from './church-pictures.ts';
import { churchProfileOf, churchProfileRow } from './church-profile.ts';
import { PICTURE_LIMITS } from '#server/settings.ts';
import { tickActionStep } from '#server/dashboard/action-steps.ts';

const PICTURE_UPLOADS: RateLimitedAction = {
  prefix: 'church-picture-',
  windowSeconds: PICTURE_LIMITS.windowSeconds,
  refusal: 'Too many pictures were uploaded.',
};

/** Who edits the church profile: the pastor's items (spec section 6), free partners included. */
export const PROFILE_EDIT_ROLES = [
  'evangelism',
  'free_evangelism',
  'website',
  'discipleship',
] as const satisfies readonly Role[];

/** Who sees it: the editors and the care team (care's menu has Church profile). */
export const PROFILE_VIEW_ROLES = [
  ...PROFILE_EDIT_ROLES,
  'care',
] as const satisfies readonly Role[];

async function profileOf(db: Db, accountId: number): Promise<ChurchProfile> {
  const row = await churchProfileRow(db, { accountId });
  if (!row) throw unauthorized('Your account no longer exists.');
  return churchProfileOf(row);
}

const blankToNull = (value: string) => (value.trim() === '' ? null : value.trim());

const columnsOf = (body: EditProfileRequest) => ({
  description: body.description.trim(),
  serviceTimes: body.service_times.trim(),
  contactDetails: body.contact_details.trim(),
  churchAddress: blankToNull(body.church_address),
  facebookUrl: blankToNull(body.facebook_url),
  twitterUrl: blankToNull(body.twitter_url),
  donationUrl: blankToNull(body.donation_url),
  videoEmbedUrl: blankToNull(body.video_embed_url),
  welcomeVideoEmbed: blankToNull(body.welcome_video_embed),
  counsellingPastor: blankToNull(body.counselling_pastor),
  counsellingEmail: blankToNull(body.counselling_email)?.toLowerCase() ?? null,
});

/**
 * The church profile (spec: churchProfile, editProfile, POST /edit_profile) and its pictures.
 * The church is always the caller's own account, taken from the session: no request names one.
 */
export async function registerChurchProfileRoutes(app: FastifyInstance, deps: Deps): Promise<void> {
  defineRoute(app, deps, {
    endpoint: endpoints.churchProfile,
    access: PROFILE_VIEW_ROLES,
    handler: ({ user }) => profileOf(deps.db, user.accountId),
  });

  defineRoute(app, deps, {
    endpoint: endpoints.editProfile,
    access: PROFILE_EDIT_ROLES,
    handler: async ({ user, body }) => {
      const now = deps.clock.now();
      const columns = { ...columnsOf(body), updatedAt: now };
      await deps.db.transaction(async (tx) => {
        await tx
          .update(accounts)
          .set({
            churchWebsite: blankToNull(body.church_website),
            churchPhone: blankToNull(body.church_phone),
          })
          .where(eq(accounts.id, user.accountId));
        await tx
          .insert(churchProfiles)
          .values({ accountId: user.accountId, ...columns })
          .onConflictDoUpdate({ target: churchProfiles.accountId, set: columns });
        await tickActionStep(tx, user.accountId, 'complete-church-profile', now);
      });
      return profileOf(deps.db, user.accountId);
    },
  });

  // Multipart only here: every other route keeps answering it with a 415.
  await app.register(async (scope) => {
    await acceptMultipart(scope, { maxFileBytes: PICTURE_LIMITS.maxBytes });
    defineRoute(scope, deps, {
      endpoint: endpoints.uploadChurchPicture,
      access: PROFILE_EDIT_ROLES,
      handler: async ({ user, request }) => {
        const upload = await readUpload(request, UploadChurchPictureRequest, {
          fileField: 'picture',
          maxBytes: PICTURE_LIMITS.maxBytes,
        });
        const kind = upload.fields.kind;
        // Over the limit, the picture is not decoded at all (issue 23).
        const limits = [{ key: `user:${user.id}`, limit: PICTURE_LIMITS.uploadsPerUser }];
        await checkActionLimits(deps.db, PICTURE_UPLOADS, limits, deps.clock.now());
        const picture = await displayPicture(kind, upload.file);
        const now = deps.clock.now();
        await deps.db.transaction(async (tx) => {
          await takeActionLimits(tx, PICTURE_UPLOADS, limits, now);
          // Stored before the row names it; a failed write leaves an unused file, never a
          // profile pointing at nothing.
          await deps.storage.put(picture.key, picture.body, picture.contentType);
          const column =
            kind === 'banner' ? { bannerKey: picture.key } : { headshotKey: picture.key };
          await tx
            .insert(churchProfiles)
            .values({
              accountId: user.accountId,
              description: '',
              serviceTimes: '',
              contactDetails: '',
              ...column,
              updatedAt: now,
            })
            .onConflictDoUpdate({
              target: churchProfiles.accountId,
              set: { ...column, updatedAt: now },
            });
        });
        return profileOf(deps.db, user.accountId);
      },
    });
  });
}
