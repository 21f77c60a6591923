import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { calls } from '#contract/calls';
import { VIDEO_MAX_BYTES, type MadeVideoKind, type MyVideo } from '#contract/videos/videos';
import { useLocale } from '#ds/i18n';
import type { VideoDraft, VideoSaveOutcome, WizardChurch } from '#ds/video';
import type { MakeVideoScreenProps } from '#screens/videos/MakeVideoScreen';
import type { ScreenMessage } from '#screens/shared/messages';
import { errorCode, fieldErrors } from '#app/api';
import { publicVideoBaseUrl } from '#app/publicChurchPage';
import { endpointMutation } from '#app/query/endpointMutation';
import { endpointQuery } from '#app/query/endpointQuery';
import { reportFailure, retryAfterMinutes } from '#app/shared/apiErrors';
import { screenStateOf } from '#app/shared/screenStatus';
import { useProfileReady } from '#app/shared/useProfileReady';
import { useSessionUser } from '#app/shared/useSessionUser';
import { takeCapturedRecording } from './capturedRecording';
import { suggestedSlugOf } from './suggestedSlug';
import { recordingFile, uploadVideo, VideoUploadError, type UploadProblem } from './uploadVideo';

/** How often the wizard asks whether a saved file is processed. */
const POLL_MS = 2000;

/** The longest recording, in seconds (a story or a welcome is a few minutes at most). */
export const MAX_RECORDING_SECONDS = 5 * 60;

const megabytes = Math.floor(VIDEO_MAX_BYTES / (1024 * 1024));

/** What a failed upload means to the person. */
export function uploadProblemMessage(problem: UploadProblem): ScreenMessage {
  switch (problem.kind) {
    case 'notVideo':
      return 'makeVideo.errors.notVideo';
    case 'tooLarge':
      return { key: 'makeVideo.errors.tooLarge', params: { max: megabytes } };
    case 'quotaReached':
      return 'makeVideo.errors.quotaReached';
    case 'tooMany':
      return {
        key: 'makeVideo.errors.tooManyUploads',
        params: { count: problem.retryAfterMinutes },
      };
    case 'signedOut':
      return 'common.somethingWentWrong';
    case 'failed':
      return 'makeVideo.errors.uploadFailed';
  }
}

/** What a refused Save all means: the custom URL taken meanwhile, or a message. */
export function saveErrorOf(error: unknown): 'slugTaken' | ScreenMessage {
  if (error instanceof VideoUploadError) return uploadProblemMessage(error.problem);
  const code = errorCode(error);
  if (code === 'conflict' && 'slug' in fieldErrors(error)) return 'slugTaken';
  if (code === 'validation_failed') {
    const upload = fieldErrors(error).upload_id ?? '';
    if (/not a video/i.test(upload)) return 'makeVideo.errors.notVideo';
    if (upload) return 'makeVideo.errors.uploadAgain';
  }
  if (code === 'too_many_requests') {
    return {
      key: 'makeVideo.errors.tooManyUploads',
      params: { count: retryAfterMinutes(error) },
    };
  }
  return 'common.somethingWentWrong';
}

/**
 * The four-step flow for one kind of video (welcome, profile, story): checks the custom URL
 * with GET /check_video_slug, sends a recording or file with the resumable upload and saves
 * with POST /save_video, connects the church with POST /connect_video_church, and then polls
 * GET /my_video while the file is processed (POST /retry_video_processing after a failure).
 */
export function useMakeVideoScreen(kind: MadeVideoKind): MakeVideoScreenProps {
  const user = useSessionUser();
  // A church's story invitation names the church (setup-share-story's link).
  const invitedBy = new URLSearchParams(useLocation().search).get('church');
  const locale = useLocale();
  const client = useQueryClient();
  const [progress, setProgress] = useState<number | null>(null);
  const [saveError, setSaveError] = useState<ScreenMessage>();
  const [savedId, setSavedId] = useState<number | null>(null);
  // A recording made on capture comes back as the kept take (read once, on the first render).
  const [captured] = useState(() => takeCapturedRecording());
  // One File per recording, so that a second Save all resumes the same upload.
  const recordings = useRef(new WeakMap<Blob, File>());

  // Step 4 suggests the pastor's own church, which the profile names: the wizard waits for it.
  const profile = useProfileReady(user);
  const story = kind === 'story';
  const connections = useQuery({
    ...endpointQuery(calls.myChurchConnections),
    enabled: story,
  });
  const saved = useQuery({
    ...endpointQuery(calls.myVideo, { video_id: savedId ?? 0 }),
    enabled: savedId !== null,
    refetchInterval: (query) => (query.state.data?.processing === 'processing' ? POLL_MS : false),
  });
  const save = useMutation(endpointMutation(calls.saveVideo));
  const connect = useMutation(endpointMutation(calls.connectVideoChurch));
  const retry = useMutation({
    ...endpointMutation(calls.retryVideoProcessing),
    onSuccess: (video: MyVideo) =>
      client.setQueryData(endpointQuery(calls.myVideo, { video_id: video.id }).queryKey, video),
  });

  // Step 4: a pastor confirms their own church; a story goes to a church the person asked to
  // connect with: the inviting church first, then the accepted ones.
  const churches: WizardChurch[] = story
    ? [...(connections.data?.connections ?? [])]
        .sort((a, b) => Number(b.status === 'accepted') - Number(a.status === 'accepted'))
        .sort((a, b) => Number(b.church_slug === invitedBy) - Number(a.church_slug === invitedBy))
        .map((connection) => ({ id: String(connection.account_id), name: connection.church_name }))
    : user?.accountId
      ? [{ id: String(user.accountId), name: user.churchName ?? '' }]
      : [];

  const fileOf = (draft: VideoDraft): File | null => {
    if (draft.video.kind === 'upload') return draft.video.file;
    if (draft.video.kind !== 'recording') return null;
    const known = recordings.current.get(draft.video.blob);
    if (known) return known;
    const file = recordingFile(draft.video.blob);
    recordings.current.set(draft.video.blob, file);
    return file;
  };

  const onSave = async (draft: VideoDraft): Promise<VideoSaveOutcome> => {
    setSaveError(undefined);
    try {
      const file = fileOf(draft);
      let uploadId: string | null = null;
      if (file) {
        if (!user?.jwt || user.userId === null) throw new VideoUploadError({ kind: 'signedOut' });
        setProgress(0);
        uploadId = await uploadVideo(file, {
          token: user.jwt,
          userId: user.userId,
          onProgress: setProgress,
        });
      }
      const video = await save.mutateAsync({
        kind,
        slug: draft.slug,
        embed_url: draft.video.kind === 'embed' ? draft.video.url : null,
        upload_id: uploadId,
        poster_seconds: file ? draft.posterSeconds : null,
      });
      client.setQueryData(endpointQuery(calls.myVideo, { video_id: video.id }).queryKey, video);
      setSavedId(video.id);
      return undefined;
    } catch (error) {
      const outcome = saveErrorOf(error);
      if (outcome === 'slugTaken') return 'slugTaken';
      reportFailure('Saving a video', error);
      setSaveError(outcome);
      throw error;
    } finally {
      setProgress(null);
    }
  };

  const onFinish = async (churchId: string | null) => {
    if (savedId === null || churchId === null) return;
    try {
      await connect.mutateAsync({ video_id: savedId, account_id: Number(churchId) });
    } catch (error) {
      reportFailure('Connecting a video to a church', error);
      throw error;
    }
  };

  const processing = saved.data?.processing;
  return {
    kind,
    ...screenStateOf(story ? [profile, connections] : [profile]),
    baseUrl: publicVideoBaseUrl(locale),
    churches,
    defaultChurchId: churches[0]?.id,
    suggestedSlug: suggestedSlugOf(kind, user),
    onCheckSlug: async (slug) => {
      const answer = await client.fetchQuery({
        ...endpointQuery(calls.checkVideoSlug, { slug, kind }),
        staleTime: 0,
      });
      return answer.available ? 'available' : 'taken';
    },
    onSave,
    onFinish,
    maxRecordingSeconds: MAX_RECORDING_SECONDS,
    maxUploadSize: VIDEO_MAX_BYTES,
    saveProgress: progress,
    saveError,
    ...(captured
      ? {
          initialState: { method: 'record' as const, video: { kind: 'recording', blob: captured } },
        }
      : {}),
    ...(processing && saved.data
      ? {
          processing: {
            state: processing,
            posterUrl: saved.data.poster_url,
            retrying: retry.isPending,
            onRetry: () => {
              retry.mutate(
                { video_id: saved.data.id },
                { onError: (error) => reportFailure('Retrying video processing', error) },
              );
            },
          },
        }
      : {}),
  };
}
