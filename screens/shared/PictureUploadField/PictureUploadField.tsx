import { useState } from 'react';
import { Form } from 'react-final-form';
import { FilePicker, translateError } from '#ds/forms';
import { useT } from '#ds/i18n';
import { Text } from '#ds/primitives/Text';
import type { ScreenMessage } from '#screens/shared/messages';
import { StyledField, StyledNoPicture, StyledPreview } from './PictureUploadField.styles';

/** The image types a browser offers to choose; the server checks the content itself. */
const ACCEPT = '.jpg,.jpeg,.png,.webp,.gif';

/** How the picture is shown where it is used, and so in its preview. */
export type PictureShape = 'banner' | 'headshot' | 'cover' | 'square';

export type PictureUploadFieldProps = {
  /** The form field's name (and the control's). */
  name: string;
  label: string;
  hint: string;
  /** The picture as it is now (`/files/…`), or null before one is uploaded. */
  url: string | null;
  /** The preview's alternative text ('The current cover'). */
  currentAlt: string;
  /** Said in place of the preview while there is no picture. */
  noneText: string;
  shape: PictureShape;
  /** `beside`: the preview and the picker side by side where there is room (a panel of its own). */
  layout?: 'stacked' | 'beside';
  /** The largest picture, in bytes (the server's limit). */
  maxSize: number;
  /** Sends the picture as soon as it is chosen; a message when the server refused it. */
  onUpload: (file: File) => Promise<ScreenMessage | void>;
};

type UploadState =
  | { state: 'idle' }
  | { state: 'uploading' }
  | { state: 'done' }
  | { state: 'failed'; error: ScreenMessage; file: File };

/**
 * A picture shown as it is now and replaced by choosing a file, uploaded at once, with the
 * server's refusal and a retry: the church's banner and headshot, a player category's cover, a
 * care speaker's portrait.
 */
export function PictureUploadField({
  name,
  label,
  hint,
  url,
  currentAlt,
  noneText,
  shape,
  layout = 'stacked',
  maxSize,
  onUpload,
}: PictureUploadFieldProps) {
  const t = useT();
  const [upload, setUpload] = useState<UploadState>({ state: 'idle' });
  const send = async (file: File) => {
    setUpload({ state: 'uploading' });
    const refused = await onUpload(file).catch(() => 'common.somethingWentWrong' as const);
    setUpload(refused ? { state: 'failed', error: refused, file } : { state: 'done' });
  };
  const none =
    layout === 'beside' ? (
      <StyledNoPicture>{noneText}</StyledNoPicture>
    ) : (
      <Text as="p" tone="muted" size="small">
        {noneText}
      </Text>
    );
  return (
    <StyledField data-layout={layout}>
      {url ? <StyledPreview data-shape={shape} src={url} alt={currentAlt} /> : none}
      <Form
        onSubmit={() => undefined}
        render={() => (
          <FilePicker
            name={name}
            label={label}
            hint={hint}
            accept={ACCEPT}
            maxSize={maxSize}
            progress={upload.state === 'done' ? 100 : undefined}
            uploadError={upload.state === 'failed' ? translateError(t, upload.error) : undefined}
            onRetry={upload.state === 'failed' ? () => void send(upload.file) : undefined}
            onFileChange={(chosen: File | undefined) => {
              if (chosen) void send(chosen);
              else setUpload({ state: 'idle' });
            }}
          />
        )}
      />
    </StyledField>
  );
}
