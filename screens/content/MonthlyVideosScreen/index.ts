export { MonthlyVideosScreen, monthLabel } from './MonthlyVideosScreen';
export type {
  MonthlyVideosScreenProps,
  MonthlyPageView,
  MonthlyPageDetail,
} from './MonthlyVideosScreen';
