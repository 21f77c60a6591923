export { ResourceFormScreen } from './ResourceFormScreen';
export type {
  ResourceFieldKind,
  ResourceFormError,
  ResourceFormField,
  ResourceFormScreenProps,
  ResourceFormValues,
} from './ResourceFormScreen';
