export { ResourceListScreen } from './ResourceListScreen';
export type {
  ResourceListColumn,
  ResourceListFilter,
  ResourceListScreenProps,
  ResourceListView,
  ResourceRow,
} from './ResourceListScreen';
