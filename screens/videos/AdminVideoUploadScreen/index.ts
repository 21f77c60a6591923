export { AdminVideoUploadScreen } from './AdminVideoUploadScreen';
export type {
  AdminVideoKind,
  AdminVideoUploadScreenProps,
  AdminVideoUploadValues,
} from './AdminVideoUploadScreen';
