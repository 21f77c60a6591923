import { useState } from 'react';
import { Form } from 'react-final-form';
import { PICTURE_MAX_BYTES } from '#contract/church/churchProfile';
import { FilePicker } from '#ds/forms';
import { useT } from '#ds/i18n';
import type { ScreenMessage } from '#screens/shared/messages';
import { translateError } from '#ds/forms';
import type { ChurchPictures, PictureKind } from './EditProfileScreen';
import { StyledPicture, StyledPictures, StyledPreview } from './EditProfileScreen.styles';
import { Text } from '#ds/primitives/Text';

/** Why the server refused a picture (not a picture, too large, too many uploads). */
export type PictureUploadError = { message: ScreenMessage };

/** The image types a browser offers to choose; the server checks the content itself. */
const ACCEPT = '.jpg,.jpeg,.png,.webp,.gif';

type UploadState =
  | { state: 'idle' }
  | { state: 'uploading' }
  | { state: 'done' }
  | {
      state: 'failed';
      error: ScreenMessage;
      file: File;
    };

function OnePicture({
  kind,
  url,
  onUpload,
}: {
  kind: PictureKind;
  url: string | null;
  onUpload: (kind: PictureKind, file: File) => Promise<PictureUploadError | void>;
}) {
  const t = useT();
  const [upload, setUpload] = useState<UploadState>({ state: 'idle' });

  const send = async (file: File) => {
    setUpload({ state: 'uploading' });
    let refused: PictureUploadError | void;
    try {
      refused = await onUpload(kind, file);
    } catch {
      refused = { message: 'common.somethingWentWrong' };
    }
    setUpload(refused ? { state: 'failed', error: refused.message, file } : { state: 'done' });
  };

  return (
    <StyledPicture>
      {url ? (
        <StyledPreview $kind={kind} src={url} alt={t(`editProfile.pictures.${kind}Current`)} />
      ) : (
        <Text as="p" tone="muted" size="small">
          {t(`editProfile.pictures.${kind}None`)}
        </Text>
      )}
      <Form
        onSubmit={() => undefined}
        render={() => (
          <FilePicker
            name={`${kind}Picture`}
            label={t(`editProfile.pictures.${kind}`)}
            hint={t(`editProfile.pictures.${kind}Hint`)}
            accept={ACCEPT}
            maxSize={PICTURE_MAX_BYTES}
            progress={upload.state === 'done' ? 100 : undefined}
            uploadError={upload.state === 'failed' ? translateError(t, upload.error) : undefined}
            onRetry={upload.state === 'failed' ? () => void send(upload.file) : undefined}
            onFileChange={(file) => {
              if (file) void send(file);
              else setUpload({ state: 'idle' });
            }}
          />
        )}
      />
    </StyledPicture>
  );
}

/** The banner and the pastor's headshot: each shown as it is now, replaced by choosing a file. */
export function PictureUpload({
  pictures,
  onUpload,
}: {
  pictures: ChurchPictures;
  onUpload: (kind: PictureKind, file: File) => Promise<PictureUploadError | void>;
}) {
  return (
    <StyledPictures>
      <OnePicture kind="banner" url={pictures.banner} onUpload={onUpload} />
      <OnePicture kind="headshot" url={pictures.headshot} onUpload={onUpload} />
    </StyledPictures>
  );
}
