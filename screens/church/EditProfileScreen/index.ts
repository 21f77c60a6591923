export {
  EditProfileScreen,
  type ChurchPictures,
  type ChurchProfileField,
  type ChurchProfileValues,
  type EditProfileSaveError,
  type EditProfileScreenProps,
  type PictureKind,
  type PictureUploadError,
} from './EditProfileScreen';
