import { useMutation, useQuery } from '@tanstack/react-query';
import { endpoints } from '#contract/endpoints';
import {
  INSTRUCTION_VIDEO_SLOTS,
  InstructionVideosPanel,
  type InstructionVideoChoice,
  type InstructionVideoSlot,
} from '#screens/contentAdmin/InstructionVideosPanel';
import { errorCode } from '#app/api';
import { useUploadedVideos } from '#app/features/content/useUploadedVideos';
import { endpointMutation } from '#app/query/endpointMutation';
import { endpointQuery } from '#app/query/endpointQuery';
import { reportFailure } from '#app/shared/apiErrors';

/**
 * Admin › Settings: which instruction video each dashboard shows, a link or an uploaded video,
 * through GET /get_instruction_videos and POST /set_instruction_video (decision 071).
 */
export function InstructionVideosContainer() {
  const videos = useQuery(endpointQuery(endpoints.getInstructionVideos));
  const uploadedVideos = useUploadedVideos();
  const save = useMutation(endpointMutation(endpoints.setInstructionVideo));
  if (!videos.data) return null;
  const choices = Object.fromEntries(
    INSTRUCTION_VIDEO_SLOTS.map((slot) => {
      const video = videos.data.find((each) => each.slug === slot);
      const choice: InstructionVideoChoice = video?.video_id
        ? { url: '', videoId: String(video.video_id) }
        : { url: video?.url ?? '', videoId: '' };
      return [slot, choice];
    }),
  ) as Record<InstructionVideoSlot, InstructionVideoChoice>;
  return (
    <InstructionVideosPanel
      // A fresh answer resets each field to what the server keeps.
      key={videos.dataUpdatedAt}
      choices={choices}
      uploadedVideos={uploadedVideos}
      onSave={async (slot, video) => {
        try {
          await save.mutateAsync({ slug: slot, ...video });
          return undefined;
        } catch (error) {
          if (errorCode(error) === 'validation_failed') {
            return 'url' in video
              ? 'validation.videoLink'
              : 'contentAdmin.form.chooseUploadedVideo';
          }
          reportFailure('Saving an instruction video', error);
          return 'common.somethingWentWrong';
        }
      }}
    />
  );
}
