export {
  ChurchAccessScreen,
  type ChurchAccessDetails,
  type ChurchAccessField,
  type ChurchAccessSaveError,
  type ChurchAccessScreenProps,
  type ChurchAccessValues,
} from './ChurchAccessScreen';
