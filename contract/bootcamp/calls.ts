import { endpoint } from '#contract/endpoint.ts';
import {
  BootcampCourse,
  BootcampCourseRequest,
  BootcampMarkDoneRequest,
  BootcampSaved,
  BootcampWatchRequest,
} from './bootcamp.ts';

/**
 * The boot camp's calls (decision 070), gathered in contract/calls.ts: the course with the
 * reader's progress, saving what played of a video lesson, and marking a lesson done.
 */
export const bootcampCalls = {
  bootcampCourse: endpoint('POST', '/bootcamp/course', BootcampCourseRequest, BootcampCourse),
  bootcampWatch: endpoint('POST', '/bootcamp/watch', BootcampWatchRequest, BootcampSaved),
  bootcampMarkDone: endpoint('POST', '/bootcamp/mark_done', BootcampMarkDoneRequest, BootcampSaved),
};
