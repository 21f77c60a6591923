export { PostsCard } from './PostsCard';
export type { PostsCardProps } from './PostsCard';
