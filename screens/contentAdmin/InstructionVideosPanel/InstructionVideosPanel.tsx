import { FORM_ERROR } from 'final-form';
import { Form } from 'react-final-form';
import { Button } from '#ds/actions/Button';
import { Card } from '#ds/display/Card';
import { InlineAlert } from '#ds/feedback/InlineAlert';
import { RadioGroup, Select, TextField, translateError, videoLink } from '#ds/forms';
import { useT } from '#ds/i18n';
import { Text } from '#ds/primitives/Text';
import type { ScreenMessage } from '#screens/shared/messages';
import { StyledRow, StyledRows } from './InstructionVideosPanel.styles';
import { StyledPanelBody } from '../ContentItemPanels/ContentItemPanels.styles';

/** The dashboards that show an instruction video, by the slug they read it under. */
export const INSTRUCTION_VIDEO_SLOTS = [
  'pastor-dashboard',
  'care-dashboard',
  'individual-dashboard',
] as const;
export type InstructionVideoSlot = (typeof INSTRUCTION_VIDEO_SLOTS)[number];

/** What a dashboard shows now: a link, or an uploaded video's id ('' for neither). */
export type InstructionVideoChoice = { url: string; videoId: string };

/** What saving sends: exactly one of the two. */
export type InstructionVideoSave = { url: string } | { video_id: number };

type SlotValues = { source: 'link' | 'upload'; url?: string; video_id?: string };

export type InstructionVideosPanelProps = {
  /** Each dashboard's video now. */
  choices: Readonly<Record<InstructionVideoSlot, InstructionVideoChoice>>;
  /** The admins' uploaded instruction and monthly videos, as select options. */
  uploadedVideos: readonly { value: string; label: string }[];
  /** POST /set_instruction_video; a message when the server refused it. */
  onSave: (
    slot: InstructionVideoSlot,
    video: InstructionVideoSave,
  ) => Promise<ScreenMessage | void>;
};

/**
 * Admin › Settings: which instruction video each dashboard shows (spec: set_instruction_video,
 * decision 071): a YouTube or Vimeo link, or a video an admin uploaded, each saved on its own.
 */
export function InstructionVideosPanel({
  choices,
  uploadedVideos,
  onSave,
}: InstructionVideosPanelProps) {
  const t = useT();
  const sources = (['link', 'upload'] as const).map((value) => ({
    value,
    label: t(`contentAdmin.form.videoSources.${value}`),
  }));
  return (
    <Card>
      <Card.Header titleAs="h2" title={t('contentAdmin.instructionVideos.title')} />
      <Card.Body>
        <StyledPanelBody>
          <Text tone="muted" size="small">
            {t('contentAdmin.instructionVideos.description')}
          </Text>
          <StyledRows>
            {INSTRUCTION_VIDEO_SLOTS.map((slot) => {
              const { url, videoId } = choices[slot];
              const initialValues: SlotValues = videoId
                ? { source: 'upload', video_id: videoId }
                : { source: 'link', url };
              return (
                <Form<SlotValues>
                  key={slot}
                  initialValues={initialValues}
                  onSubmit={async (values) => {
                    const video: InstructionVideoSave =
                      values.source === 'upload'
                        ? { video_id: Number(values.video_id) }
                        : { url: (values.url ?? '').trim() };
                    const refused = await onSave(slot, video);
                    return refused ? { [FORM_ERROR]: translateError(t, refused) } : undefined;
                  }}
                >
                  {({
                    handleSubmit,
                    values,
                    submitting,
                    submitError,
                    submitSucceeded,
                    dirtySinceLastSubmit,
                  }) => (
                    <StyledRow
                      onSubmit={handleSubmit}
                      noValidate
                      aria-label={t(`contentAdmin.instructionVideos.slots.${slot}`)}
                    >
                      <RadioGroup
                        name="source"
                        label={t(`contentAdmin.instructionVideos.slots.${slot}`)}
                        options={sources}
                        orientation="horizontal"
                      />
                      {values.source === 'upload' ? (
                        <Select
                          name="video_id"
                          label={t('resources.content.fields.video_id')}
                          hint={
                            uploadedVideos.length === 0
                              ? t('contentAdmin.form.noUploadedVideos')
                              : undefined
                          }
                          options={uploadedVideos}
                          required
                        />
                      ) : (
                        <TextField
                          name="url"
                          type="url"
                          label={t('resources.content.fields.video_link')}
                          hint={t('contentAdmin.form.videoLinkHint')}
                          validate={videoLink}
                          required
                          autoComplete="off"
                        />
                      )}
                      <Button type="submit" variant="secondary" loading={submitting}>
                        {t('common.save')}
                      </Button>
                      {submitError && <InlineAlert tone="critical" title={String(submitError)} />}
                      {submitSucceeded && !dirtySinceLastSubmit && (
                        <InlineAlert
                          tone="success"
                          title={t('contentAdmin.instructionVideos.saved')}
                        />
                      )}
                    </StyledRow>
                  )}
                </Form>
              );
            })}
          </StyledRows>
        </StyledPanelBody>
      </Card.Body>
    </Card>
  );
}
