import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { endpoints } from '#contract/endpoints';
import { calls } from '#contract/calls';
import { VIDEO_MAX_BYTES } from '#contract/videos/videos';
import type { ScreenMessage } from '#screens/shared/messages';
import { VideoNextStep } from '#screens/contentAdmin/VideoNextStep';
import {
  AdminVideoUploadScreen,
  type AdminVideoUploadValues,
} from '#screens/videos/AdminVideoUploadScreen';
import { endpointMutation } from '#app/query/endpointMutation';
import { endpointQuery } from '#app/query/endpointQuery';
import { reportFailure } from '#app/shared/apiErrors';
import { useSessionUser } from '#app/shared/useSessionUser';
import { useRouteHref } from '#app/shared/useRouteHref';
import { uploadVideo, VideoUploadError } from './uploadVideo';
import { saveErrorOf } from './useMakeVideoScreen';

/** Admin › Upload video: the resumable upload, then POST /admin/save_video, then its processing. */
export function AdminVideoUploadContainer() {
  const user = useSessionUser();
  const [progress, setProgress] = useState<number | null>(null);
  const [savedId, setSavedId] = useState<number | null>(null);
  const [savedKind, setSavedKind] = useState<AdminVideoUploadValues['kind'] | null>(null);
  const href = useRouteHref();
  const save = useMutation(endpointMutation(endpoints.saveAdminVideo));
  const retry = useMutation(endpointMutation(calls.retryVideoProcessing));
  const saved = useQuery({
    ...endpointQuery(calls.myVideo, { video_id: savedId ?? 0 }),
    enabled: savedId !== null,
    refetchInterval: (query) => (query.state.data?.processing === 'processing' ? 2000 : false),
  });

  const onUpload = async ({
    kind,
    video,
  }: AdminVideoUploadValues): Promise<ScreenMessage | void> => {
    try {
      if (!user?.jwt || user.userId === null) throw new VideoUploadError({ kind: 'signedOut' });
      setProgress(0);
      const uploadId = await uploadVideo(video, {
        token: user.jwt,
        userId: user.userId,
        onProgress: setProgress,
      });
      const row = await save.mutateAsync({ kind, upload_id: uploadId, poster_seconds: null });
      setSavedId(row.id);
      setSavedKind(kind);
      return undefined;
    } catch (error) {
      reportFailure('Uploading an admin video', error);
      const outcome = saveErrorOf(error);
      return outcome === 'slugTaken' ? 'common.somethingWentWrong' : outcome;
    } finally {
      setProgress(null);
    }
  };

  const data = saved.data;
  return (
    <AdminVideoUploadScreen
      onUpload={onUpload}
      progress={progress}
      maxSize={VIDEO_MAX_BYTES}
      nextStep={
        savedId !== null && savedKind !== null ? (
          // A monthly video appears through its month's page; an instruction video through a
          // page of its own (decision 071).
          <VideoNextStep
            kind={savedKind}
            href={
              savedKind === 'monthly'
                ? href('adminMonthlyPageCreate', {
                    // This month to start with; the admin may choose another in the form.
                    search: `?video_id=${savedId}&month=${new Date().toISOString().slice(0, 7)}`,
                  })
                : href('adminPageCreate', { search: `?kind=page&video_id=${savedId}` })
            }
          />
        ) : undefined
      }
      {...(data?.processing
        ? {
            processing: {
              state: data.processing,
              posterUrl: data.poster_url,
              onRetry: () =>
                retry.mutate({ video_id: data.id }, { onSuccess: () => void saved.refetch() }),
            },
          }
        : {})}
    />
  );
}
