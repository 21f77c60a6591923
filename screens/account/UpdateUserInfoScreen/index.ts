export { UpdateUserInfoScreen } from './UpdateUserInfoScreen';
export type {
  EmailChangeError,
  EmailChangeStep,
  ProfileSaveError,
  UpdateUserInfoScreenProps,
  UpdateUserInfoValues,
} from './UpdateUserInfoScreen';
