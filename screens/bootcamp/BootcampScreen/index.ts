export { BootcampScreen, CourseProgress } from './BootcampScreen';
export type { BootcampScreenProps } from './BootcampScreen';
export type { WatchSave } from './LessonVideo';
