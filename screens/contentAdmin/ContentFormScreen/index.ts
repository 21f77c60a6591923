export { ContentFormScreen } from './ContentFormScreen';
export type {
  ContentFormRefusal,
  ContentFormScreenProps,
  ContentFormValues,
} from './ContentFormScreen';
