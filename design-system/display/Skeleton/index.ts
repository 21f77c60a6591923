export { Skeleton } from './Skeleton';
export type {
  SkeletonCircleProps,
  SkeletonGroupProps,
  SkeletonProps,
  SkeletonRectangleProps,
  SkeletonTextProps,
} from './Skeleton';
