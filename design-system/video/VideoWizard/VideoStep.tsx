import { useId, useState, type Dispatch } from 'react';
import { Form } from 'react-final-form';
import { Button } from '#ds/actions/Button';
import { Icon, type IconName } from '#ds/display/Icon';
import { InlineAlert } from '#ds/feedback/InlineAlert';
import { FilePicker } from '#ds/forms/FilePicker';
import { FormField } from '#ds/forms/FormField';
import { useT, type MessageKey } from '#ds/i18n';
import { VideoEmbed } from '../VideoEmbed';
import { BlobVideo } from './BlobVideo';
import { CameraRecorder, type CameraProblem } from './CameraRecorder';
import {
  StyledCameraActions,
  StyledChoice,
  StyledChoiceHint,
  StyledChoiceIcon,
  StyledChoiceTitle,
  StyledFieldset,
  StyledInput,
  StyledLegend,
  StyledMethodPanel,
  StyledMethods,
  StyledNote,
  StyledTakeTitle,
} from './VideoWizard.styles';
import {
  linkProblemOf,
  type VideoMethod,
  type VideoWizardAction,
  type VideoWizardState,
} from './videoWizardReducer';

const methodLooks: Record<VideoMethod, { icon: IconName; title: MessageKey; hint: MessageKey }> = {
  record: {
    icon: 'camera',
    title: 'videoWizard.video.record',
    hint: 'videoWizard.video.recordHint',
  },
  upload: {
    icon: 'upload',
    title: 'videoWizard.video.upload',
    hint: 'videoWizard.video.uploadHint',
  },
  embed: { icon: 'link', title: 'videoWizard.video.embed', hint: 'videoWizard.video.embedHint' },
};

const problemKeys = {
  missing: 'videoWizard.video.missing',
  takePending: 'videoWizard.video.takePending',
  linkRequired: 'videoWizard.video.linkRequired',
  linkInvalid: 'videoWizard.video.linkInvalid',
} as const;

export type VideoStepProps = {
  state: VideoWizardState;
  dispatch: Dispatch<VideoWizardAction>;
  methods: readonly VideoMethod[];
  getCameraStream?: () => Promise<MediaStream>;
  cameraProblem?: CameraProblem;
  maxRecordingSeconds?: number;
  maxUploadSize?: number;
};

/** Step 1: record with the camera, upload a file, or embed a YouTube or Vimeo link. */
export function VideoStep({
  state,
  dispatch,
  methods,
  getCameraStream,
  cameraProblem,
  maxRecordingSeconds,
  maxUploadSize,
}: VideoStepProps) {
  const t = useT();
  const id = useId();
  const { method, video, take, videoProblem } = state;

  return (
    <>
      <StyledFieldset>
        <StyledLegend>{t('videoWizard.video.methodLegend')}</StyledLegend>
        <StyledMethods>
          {methods.map((option) => {
            const look = methodLooks[option];
            return (
              <StyledChoice key={option}>
                <input
                  className="visually-hidden"
                  type="radio"
                  name={`${id}-method`}
                  value={option}
                  checked={method === option}
                  onChange={() => dispatch({ type: 'chooseMethod', method: option })}
                  aria-describedby={`${id}-${option}-hint`}
                />
                <StyledChoiceIcon aria-hidden="true">
                  <Icon name={look.icon} />
                </StyledChoiceIcon>
                <StyledChoiceTitle>{t(look.title)}</StyledChoiceTitle>
                <StyledChoiceHint id={`${id}-${option}-hint`}>{t(look.hint)}</StyledChoiceHint>
              </StyledChoice>
            );
          })}
        </StyledMethods>
      </StyledFieldset>

      {method === 'record' && (
        <StyledMethodPanel>
          {take ? (
            <>
              <StyledTakeTitle>{t('videoWizard.camera.take')}</StyledTakeTitle>
              <BlobVideo blob={take} label={t('videoWizard.camera.take')} />
              <StyledCameraActions>
                <Button
                  variant="secondary"
                  icon={<Icon name="refresh" size="small" />}
                  onClick={() => dispatch({ type: 'redo' })}
                >
                  {t('videoWizard.camera.redo')}
                </Button>
                <Button
                  icon={<Icon name="check" size="small" />}
                  onClick={() => dispatch({ type: 'keep' })}
                >
                  {t('videoWizard.camera.keep')}
                </Button>
              </StyledCameraActions>
            </>
          ) : video?.kind === 'recording' ? (
            <>
              <StyledTakeTitle>{t('videoWizard.camera.take')}</StyledTakeTitle>
              <BlobVideo blob={video.blob} label={t('videoWizard.camera.take')} />
              <StyledCameraActions>
                <StyledNote role="status">
                  <Icon name="success" size="small" />
                  {t('videoWizard.camera.kept')}
                </StyledNote>
                <Button
                  variant="secondary"
                  size="small"
                  icon={<Icon name="refresh" size="small" />}
                  onClick={() => dispatch({ type: 'redo' })}
                >
                  {t('videoWizard.camera.redo')}
                </Button>
              </StyledCameraActions>
            </>
          ) : (
            <CameraRecorder
              getStream={getCameraStream}
              initialProblem={cameraProblem}
              maxSeconds={maxRecordingSeconds}
              onRecorded={(blob) => dispatch({ type: 'recorded', blob })}
            />
          )}
        </StyledMethodPanel>
      )}

      {method === 'upload' && (
        <UploadPanel
          file={video?.kind === 'upload' ? video.file : undefined}
          maxSize={maxUploadSize}
          onFile={(file) => dispatch({ type: 'chooseFile', file: file ?? null })}
        />
      )}

      {method === 'embed' && (
        <StyledMethodPanel>
          <FormField
            id={`${id}-link`}
            label={t('videoWizard.video.linkLabel')}
            hint={t('videoWizard.video.linkHint')}
            error={
              videoProblem === 'linkRequired' || videoProblem === 'linkInvalid'
                ? t(problemKeys[videoProblem])
                : undefined
            }
            required
          >
            {(control) => (
              <StyledInput
                {...control}
                type="url"
                inputMode="url"
                autoComplete="url"
                autoCapitalize="none"
                spellCheck={false}
                value={state.link}
                onChange={(event) => dispatch({ type: 'editLink', link: event.target.value })}
                onBlur={() => dispatch({ type: 'checkLink' })}
              />
            )}
          </FormField>
          {linkProblemOf(state.link) === null && (
            <VideoEmbed url={state.link.trim()} title={t('videoWizard.video.previewTitle')} />
          )}
        </StyledMethodPanel>
      )}

      {(videoProblem === 'missing' || videoProblem === 'takePending') && (
        <InlineAlert
          tone="critical"
          title={null}
          description={t(
            method === null ? 'videoWizard.video.chooseMethod' : problemKeys[videoProblem],
          )}
        />
      )}
    </>
  );
}

type UploadPanelProps = {
  file: File | undefined;
  maxSize?: number;
  onFile: (file: File | undefined) => void;
};

/** The FilePicker is a react-final-form field, so it gets a small form of its own. */
function UploadPanel({ file, maxSize, onFile }: UploadPanelProps) {
  const t = useT();
  const [initialValues] = useState(() => ({ video: file }));
  return (
    <StyledMethodPanel>
      <Form
        onSubmit={() => undefined}
        initialValues={initialValues}
        render={() => (
          <FilePicker
            name="video"
            label={t('videoWizard.video.fileLabel')}
            accept="video/mp4,video/quicktime,video/webm,.mp4,.mov,.webm"
            acceptLabel={t('videoWizard.video.fileTypes')}
            maxSize={maxSize}
            required
            onFileChange={onFile}
          />
        )}
      />
      {file && (
        <BlobVideo blob={file} label={t('videoWizard.video.filePreview', { name: file.name })} />
      )}
    </StyledMethodPanel>
  );
}
