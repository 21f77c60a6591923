import { FORM_ERROR } from 'final-form';
import { Form } from 'react-final-form';
import { Button } from '#ds/actions/Button';
import { Card } from '#ds/display/Card';
import { InlineAlert } from '#ds/feedback/InlineAlert';
import { TextField, translateError, videoLink } from '#ds/forms';
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

export type InstructionVideosPanelProps = {
  /** Each dashboard's video link now ('' for none). */
  links: Readonly<Record<InstructionVideoSlot, string>>;
  /** POST /set_instruction_video; a message when the server refused it. */
  onSave: (slot: InstructionVideoSlot, url: string) => Promise<ScreenMessage | void>;
};

/**
 * Admin › Settings: which instruction video each dashboard shows (spec: set_instruction_video,
 * decision 071), a YouTube or Vimeo link per dashboard, each saved on its own.
 */
export function InstructionVideosPanel({ links, onSave }: InstructionVideosPanelProps) {
  const t = useT();
  return (
    <Card>
      <Card.Header titleAs="h2" title={t('contentAdmin.instructionVideos.title')} />
      <Card.Body>
        <StyledPanelBody>
          <Text tone="muted" size="small">
            {t('contentAdmin.instructionVideos.description')}
          </Text>
          <StyledRows>
            {INSTRUCTION_VIDEO_SLOTS.map((slot) => (
              <Form
                key={slot}
                initialValues={{ url: links[slot] }}
                onSubmit={async (values: { url?: string }) => {
                  const refused = await onSave(slot, (values.url ?? '').trim());
                  return refused ? { [FORM_ERROR]: translateError(t, refused) } : undefined;
                }}
              >
                {({
                  handleSubmit,
                  submitting,
                  submitError,
                  submitSucceeded,
                  dirtySinceLastSubmit,
                }) => (
                  <StyledRow onSubmit={handleSubmit} noValidate>
                    <TextField
                      name="url"
                      type="url"
                      label={t(`contentAdmin.instructionVideos.slots.${slot}`)}
                      hint={t('contentAdmin.form.videoLinkHint')}
                      validate={videoLink}
                      required
                      autoComplete="off"
                    />
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
            ))}
          </StyledRows>
        </StyledPanelBody>
      </Card.Body>
    </Card>
  );
}
