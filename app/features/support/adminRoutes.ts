import { adminList, type RouteRow } from '#app/routeRow.ts';

/**
 * The support feature's admin pages (decision 077), one row each: the support queue and a
 * request's page, and the support center's answers (content of kind support_answer, on the
 * content admin's pages). Gathered in app/adminRoutes.ts.
 */
export const supportAdminRoutes = [
  { name: 'adminSupport', path: '/admin/support', area: 'admin' },
  { name: 'adminSupportRequest', path: '/admin/support/:requestId', area: 'admin' },
  ...adminList(
    ['adminSupportAnswers', 'adminSupportAnswerCreate', 'adminSupportAnswer'],
    'support_answers',
    ':answerSlug',
  ),
] as const satisfies readonly RouteRow[];
