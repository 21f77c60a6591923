export {
  ScreenForm,
  ScreenFormLayout,
  type ScreenFormOutcome,
  type ScreenFormProps,
  type ScreenFormRenderProps,
} from './ScreenForm';
