import { useMutation, useQuery } from '@tanstack/react-query';
import { calls } from '#contract/calls';
import { useLocale } from '#ds/i18n';
import type { VideoReviewScreenProps } from '#screens/videos/VideoReviewScreen';
import { errorCode, fieldErrors } from '#app/api';
import { endpointMutation } from '#app/query/endpointMutation';
import { endpointQuery } from '#app/query/endpointQuery';
import { reportFailure } from '#app/shared/apiErrors';
import { screenStateOf } from '#app/shared/screenStatus';
import { shownVideoOf } from './shownVideo';

/**
 * Video review (GET /video_review, POST /approve_video and /block_video): the same screen for a
 * church's moderators and, with every waiting video, for admins. A decision refreshes the list
 * and the profile, whose waiting count the menu shows (app/query/invalidations.ts).
 */
export function useVideoReviewScreen(scope: 'church' | 'admin'): VideoReviewScreenProps {
  const locale = useLocale();
  const list = useQuery(endpointQuery(calls.videoReview, {}));
  const approve = useMutation(endpointMutation(calls.approveVideo));
  const block = useMutation(endpointMutation(calls.blockVideo));
  return {
    ...screenStateOf([list]),
    scope,
    videos: (list.data?.videos ?? []).map((video) => shownVideoOf(video, locale)),
    total: list.data?.total ?? 0,
    onApprove: async (id) => {
      try {
        await approve.mutateAsync({ id });
      } catch (error) {
        // Decided by someone else meanwhile (409), or gone (404): the list is refreshed.
        if (errorCode(error) === 'conflict' || errorCode(error) === 'not_found') {
          await list.refetch();
          return 'videoReview.decidedElsewhere';
        }
        reportFailure('Approving a video', error);
        throw error;
      }
      return undefined;
    },
    onBlock: async (id, reason) => {
      try {
        await block.mutateAsync({ id, reason });
      } catch (error) {
        switch (errorCode(error)) {
          case 'validation_failed':
            return fieldErrors(error).reason
              ? { fieldErrors: { reason: 'videoReview.block.reasonRequired' } }
              : { formError: 'common.somethingWentWrong' };
          case 'conflict':
          case 'not_found':
            await list.refetch();
            return { formError: 'videoReview.decidedElsewhere' };
          default:
            reportFailure('Blocking a video', error);
            return { formError: 'common.somethingWentWrong' };
        }
      }
      return undefined;
    },
  };
}
