export { FormField, RequiredNote } from './FormField';
export type {
  FieldSize,
  FormFieldControlProps,
  FormFieldLayout,
  FormFieldProps,
} from './FormField';
export { useControlId, useFieldBinding, visibleFieldError } from './useFieldBinding';
export type { FieldBinding, FieldBindingOptions } from './useFieldBinding';
export { useFieldRegistry } from './fieldRegistry';
export type { FieldRegistrySnapshot, RegisteredField } from './fieldRegistry';
export { chainHandlers } from './chainHandlers';
export type { FieldOwnedAttributes, FieldProps } from './fieldProps';
