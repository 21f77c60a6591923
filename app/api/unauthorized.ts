let handler: () => void = () => undefined;

/**
 * Sets what a 401 on a call that carried the token does. `main.tsx` hands in the session's
 * `expireSession` (clear the session, go to sign-in), so `app/api` imports neither the
 * navigation nor the route table. This module is tiny on purpose: the entry imports it without
 * loading the HTTP client. Returns the function that puts the previous handler back.
 */
export function setUnauthorizedHandler(next: () => void): () => void {
  const previous = handler;
  handler = next;
  return () => {
    if (handler === next) handler = previous;
  };
}

/** Runs the handler `main.tsx` set (nothing before that). */
export function handleUnauthorized(): void {
  handler();
}
