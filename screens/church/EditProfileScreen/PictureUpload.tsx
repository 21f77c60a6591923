import { PICTURE_MAX_BYTES } from '#contract/church/churchProfile';
import { useT } from '#ds/i18n';
import type { ScreenMessage } from '#screens/shared/messages';
import { PictureUploadField } from '#screens/shared/PictureUploadField';
import type { ChurchPictures, PictureKind } from './EditProfileScreen';
import { StyledPictures } from './EditProfileScreen.styles';

/** Why the server refused a picture (not a picture, too large, too many uploads). */
export type PictureUploadError = { message: ScreenMessage };

/** The banner and the pastor's headshot: each shown as it is now, replaced by choosing a file. */
export function PictureUpload({
  pictures,
  onUpload,
}: {
  pictures: ChurchPictures;
  onUpload: (kind: PictureKind, file: File) => Promise<PictureUploadError | void>;
}) {
  const t = useT();
  return (
    <StyledPictures>
      {(['banner', 'headshot'] as const).map((kind) => (
        <PictureUploadField
          key={kind}
          name={`${kind}Picture`}
          label={t(`editProfile.pictures.${kind}`)}
          hint={t(`editProfile.pictures.${kind}Hint`)}
          url={pictures[kind]}
          currentAlt={t(`editProfile.pictures.${kind}Current`)}
          noneText={t(`editProfile.pictures.${kind}None`)}
          shape={kind}
          maxSize={PICTURE_MAX_BYTES}
          onUpload={async (file) => (await onUpload(kind, file))?.message}
        />
      ))}
    </StyledPictures>
  );
}
