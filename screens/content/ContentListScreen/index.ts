export { ContentListScreen } from './ContentListScreen';
export type { ContentListScreenProps, ContentListFilters } from './ContentListScreen';
