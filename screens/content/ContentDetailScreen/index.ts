export { ContentDetailScreen } from './ContentDetailScreen';
export type { ContentDetailScreenProps, ContentDetailView } from './ContentDetailScreen';
