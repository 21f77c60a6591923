import { useCallback, useEffect, useRef, useState } from 'react';
import { Button } from '#ds/actions/Button';
import { Icon } from '#ds/display/Icon';
import { InlineAlert } from '#ds/feedback/InlineAlert';
import { Spinner } from '#ds/feedback/Spinner';
import { useT } from '#ds/i18n';
import { formatVideoTime } from '../ThumbnailPicker';
import {
  StyledCameraActions,
  StyledCameraStage,
  StyledElapsed,
  StyledRecorder,
  StyledRecordDot,
  StyledStarting,
} from './VideoWizard.styles';

/** Why the camera cannot be used. */
export type CameraProblem = 'unavailable' | 'denied' | 'busy';

type CameraState =
  | { status: 'starting' }
  | { status: 'ready'; stream: MediaStream }
  | { status: 'recording'; stream: MediaStream; seconds: number }
  | { status: 'problem'; problem: CameraProblem };

export type CameraRecorderProps = {
  /** Opens the camera; `getUserMedia` with video and sound by default. */
  getStream?: () => Promise<MediaStream>;
  /** A recording is done. */
  onRecorded: (blob: Blob) => void;
  /** Stops by itself after this many seconds. */
  maxSeconds?: number;
  /** Shows this problem instead of asking for the camera (stories; browsers known to lack one). */
  initialProblem?: CameraProblem;
};

function defaultStream(): Promise<MediaStream> {
  return navigator.mediaDevices.getUserMedia({
    video: { width: { ideal: 1280 }, height: { ideal: 720 }, facingMode: 'user' },
    audio: true,
  });
}

function canRecord(): boolean {
  return (
    typeof MediaRecorder !== 'undefined' &&
    typeof navigator !== 'undefined' &&
    Boolean(navigator.mediaDevices?.getUserMedia)
  );
}

/** Sorts a getUserMedia failure into what the person can do about it. */
export function cameraProblemOf(error: unknown): CameraProblem {
  const name = error instanceof DOMException || error instanceof Error ? error.name : '';
  if (name === 'NotAllowedError' || name === 'SecurityError' || name === 'PermissionDeniedError')
    return 'denied';
  if (name === 'NotReadableError' || name === 'TrackStartError' || name === 'AbortError')
    return 'busy';
  return 'unavailable';
}

/** The first recording format this browser supports (Safari records MP4, the others WebM). */
function recordingType(): string | undefined {
  const types = [
    'video/webm;codecs=vp9,opus',
    'video/webm;codecs=vp8,opus',
    'video/webm',
    'video/mp4',
  ];
  return types.find((type) => MediaRecorder.isTypeSupported?.(type));
}

function stopTracks(stream: MediaStream | null) {
  stream?.getTracks().forEach((track) => track.stop());
}

const problemText = {
  unavailable: {
    title: 'videoWizard.camera.unavailableTitle',
    text: 'videoWizard.camera.unavailable',
  },
  denied: { title: 'videoWizard.camera.deniedTitle', text: 'videoWizard.camera.denied' },
  busy: { title: 'videoWizard.camera.busyTitle', text: 'videoWizard.camera.busy' },
} as const;

/**
 * Records from the camera with MediaRecorder: a live, muted preview, start and stop, and the
 * elapsed time. The camera is released when recording stops or the recorder goes away.
 * When there is no camera, or access is refused, it says so and how to go on.
 */
export function CameraRecorder({
  getStream = defaultStream,
  onRecorded,
  maxSeconds,
  initialProblem,
}: CameraRecorderProps) {
  const t = useT();
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<CameraState>(
    initialProblem ? { status: 'problem', problem: initialProblem } : { status: 'starting' },
  );
  const recorder = useRef<MediaRecorder | null>(null);
  // Latest callbacks without restarting the camera when a parent passes new functions.
  const onRecordedRef = useRef(onRecorded);
  const getStreamRef = useRef(getStream);
  useEffect(() => {
    onRecordedRef.current = onRecorded;
    getStreamRef.current = getStream;
  });

  useEffect(() => {
    if (initialProblem) return undefined;
    let stream: MediaStream | null = null;
    let cancelled = false;
    const open = canRecord()
      ? getStreamRef.current()
      : Promise.reject(
          new DOMException('MediaRecorder or getUserMedia missing', 'NotSupportedError'),
        );
    open.then(
      (opened) => {
        if (cancelled) {
          stopTracks(opened);
          return;
        }
        stream = opened;
        setState({ status: 'ready', stream: opened });
      },
      (error: unknown) => {
        if (!cancelled) setState({ status: 'problem', problem: cameraProblemOf(error) });
      },
    );
    return () => {
      cancelled = true;
      const active = recorder.current;
      recorder.current = null;
      if (active && active.state !== 'inactive') {
        active.ondataavailable = null;
        active.onstop = null;
        active.stop();
      }
      stopTracks(stream);
    };
  }, [initialProblem, attempt]);

  const recording = state.status === 'recording';
  useEffect(() => {
    if (!recording) return undefined;
    const timer = setInterval(() => {
      setState((current) =>
        current.status === 'recording' ? { ...current, seconds: current.seconds + 1 } : current,
      );
    }, 1000);
    return () => clearInterval(timer);
  }, [recording]);

  const stop = useCallback(() => {
    const active = recorder.current;
    if (active && active.state !== 'inactive') active.stop();
  }, []);

  useEffect(() => {
    if (state.status === 'recording' && maxSeconds !== undefined && state.seconds >= maxSeconds)
      stop();
  }, [state, maxSeconds, stop]);

  const start = () => {
    if (state.status !== 'ready') return;
    const type = recordingType();
    const media = new MediaRecorder(state.stream, type ? { mimeType: type } : undefined);
    const chunks: Blob[] = [];
    media.ondataavailable = (event) => {
      if (event.data.size > 0) chunks.push(event.data);
    };
    media.onstop = () => {
      recorder.current = null;
      onRecordedRef.current(new Blob(chunks, { type: media.mimeType || type || 'video/webm' }));
    };
    recorder.current = media;
    media.start(1000);
    setState({ status: 'recording', stream: state.stream, seconds: 0 });
  };

  const attachPreview = useCallback(
    (node: HTMLVideoElement | null) => {
      if (!node) return;
      node.srcObject =
        state.status === 'ready' || state.status === 'recording' ? state.stream : null;
    },
    [state],
  );

  if (state.status === 'problem') {
    const text = problemText[state.problem];
    return (
      <InlineAlert
        tone={state.problem === 'denied' ? 'warning' : 'info'}
        title={t(text.title)}
        description={t(text.text)}
        onRetry={
          state.problem === 'unavailable' && !canRecord()
            ? undefined
            : () => {
                setState({ status: 'starting' });
                setAttempt((value) => value + 1);
              }
        }
      />
    );
  }

  return (
    <StyledRecorder>
      <StyledCameraStage>
        {state.status === 'starting' ? (
          <StyledStarting role="status">
            <Spinner size="small" decorative />
            {t('videoWizard.camera.starting')}
          </StyledStarting>
        ) : (
          // The preview is muted so the microphone does not echo; the recording keeps the sound.
          <video
            ref={attachPreview}
            autoPlay
            muted
            playsInline
            aria-label={t('videoWizard.camera.preview')}
          />
        )}
        {state.status === 'recording' && (
          <StyledElapsed
            role="timer"
            aria-label={t('videoWizard.camera.elapsed', { time: formatVideoTime(state.seconds) })}
          >
            <StyledRecordDot aria-hidden="true" />
            <span aria-hidden="true">
              {t('videoWizard.camera.recording')} {formatVideoTime(state.seconds)}
            </span>
          </StyledElapsed>
        )}
      </StyledCameraStage>
      <StyledCameraActions>
        {state.status === 'recording' ? (
          <Button tone="critical" onClick={stop}>
            {t('videoWizard.camera.stop')}
          </Button>
        ) : (
          <Button
            icon={<Icon name="camera" size="small" />}
            disabled={state.status !== 'ready'}
            onClick={start}
          >
            {t('videoWizard.camera.start')}
          </Button>
        )}
      </StyledCameraActions>
    </StyledRecorder>
  );
}
