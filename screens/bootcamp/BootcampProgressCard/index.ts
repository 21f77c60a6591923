export { BootcampProgressCard } from './BootcampProgressCard';
export type { BootcampProgressCardProps } from './BootcampProgressCard';
