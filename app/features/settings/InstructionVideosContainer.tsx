import { useMutation, useQuery } from '@tanstack/react-query';
import { endpoints } from '#contract/endpoints';
import {
  INSTRUCTION_VIDEO_SLOTS,
  InstructionVideosPanel,
  type InstructionVideoSlot,
} from '#screens/contentAdmin/InstructionVideosPanel';
import { errorCode } from '#app/api';
import { endpointMutation } from '#app/query/endpointMutation';
import { endpointQuery } from '#app/query/endpointQuery';
import { reportFailure } from '#app/shared/apiErrors';

/**
 * Admin › Settings: which instruction video each dashboard shows, through
 * GET /get_instruction_videos and POST /set_instruction_video (decision 071).
 */
export function InstructionVideosContainer() {
  const videos = useQuery(endpointQuery(endpoints.getInstructionVideos));
  const save = useMutation(endpointMutation(endpoints.setInstructionVideo));
  if (!videos.data) return null;
  const links = Object.fromEntries(
    INSTRUCTION_VIDEO_SLOTS.map((slot) => [
      slot,
      videos.data.find((video) => video.slug === slot)?.url ?? '',
    ]),
  ) as Record<InstructionVideoSlot, string>;
  return (
    <InstructionVideosPanel
      // A fresh answer resets each field to what the server keeps.
      key={videos.dataUpdatedAt}
      links={links}
      onSave={async (slot, url) => {
        try {
          await save.mutateAsync({ slug: slot, url });
          return undefined;
        } catch (error) {
          if (errorCode(error) === 'validation_failed') return 'validation.videoLink';
          reportFailure('Saving an instruction video', error);
          return 'common.somethingWentWrong';
        }
      }}
    />
  );
}
