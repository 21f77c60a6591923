export { ErrorSummary, FormErrorSummary, focusField } from './FormErrorSummary';
export type {
  ErrorSummaryItem,
  ErrorSummaryProps,
  FormErrorSummaryProps,
} from './FormErrorSummary';
