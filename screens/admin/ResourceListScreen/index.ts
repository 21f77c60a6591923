export { ResourceListScreen } from './ResourceListScreen';
export type {
  ResourceListColumn,
  ResourceListFilter,
  ResourceListScreenProps,
  ResourceListSelection,
  ResourceListView,
  ResourceRow,
} from './ResourceListScreen';
