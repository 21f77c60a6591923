/** A JSON answer, as the API server sends it. */
export function json(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', ...headers },
  });
}

/** The API's error answer (`contract/errors.ts`). */
export function apiError(
  status: number,
  code: string,
  message = 'Refused.',
  fields?: Record<string, string>,
): Response {
  return json({ error: { code, message, ...(fields ? { fields } : {}) } }, status);
}

/** A sign-in answer for the demo pastor. */
export const signInAnswer = {
  token: 'jwt-abc',
  expires_at: '2030-01-01T00:00:00.000Z',
  user: {
    id: 3,
    account_id: 9,
    email: 'pastor@demo.church',
    firstname: 'Ana',
    lastname: 'Lee',
    role: ['evangelism'],
  },
};
