import { useQuery } from '@tanstack/react-query';
import { calls } from '#contract/calls';
import { SetupShareStoryScreen } from '#screens/videos/SetupShareStoryScreen';
import { endpointQuery } from '#app/query/endpointQuery';
import { screenStateOf } from '#app/shared/screenStatus';
import { useSessionUser } from '#app/shared/useSessionUser';
import { useRouteHref } from '#app/shared/useRouteHref';

/** The setting whose video invites people to share their story. */
const INVITATION_VIDEO = 'pastor_invitation_video';

/**
 * Invite stories: the church's story invitation is Share your story with the church named
 * (`?church=<account slug>`, which step 4 then suggests), as a full address for the link and
 * the QR code, and the invitation video from settings.
 */
export function SetupShareStoryContainer() {
  const user = useSessionUser();
  const href = useRouteHref();
  const setting = useQuery(endpointQuery(calls.getConfigVar, { key: INVITATION_VIDEO }));
  const slug = user?.accountSlug ?? '';
  const path = href('shareYourStory', { search: `?church=${encodeURIComponent(slug)}` });
  return (
    <SetupShareStoryScreen
      {...screenStateOf([setting])}
      inviteUrl={`${globalThis.location.origin}${path}`}
      slug={slug || undefined}
      videoUrl={setting.data?.value || undefined}
    />
  );
}
