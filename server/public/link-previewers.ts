import { isbot } from 'isbot';

/**
 * Link previewers (WhatsApp, Slack, Facebook fetching a shared link), crawlers and headless
 * browsers are not people: their visits to a public page or a short code are not counted. A
 * request without a user agent is not a browser a person holds either.
 */
export function isNotAPerson(userAgent: string | undefined): boolean {
  const agent = (userAgent ?? '').trim();
  return agent === '' || isbot(agent) || /lighthouse|headless/i.test(agent);
}
