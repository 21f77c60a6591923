/**
 * One event handler that calls each given handler in turn: the form library's own handler
 * first, then the caller's. Every field passes focus and blur through it.
 */
export function chainHandlers<Event>(...handlers: Array<((event: Event) => void) | undefined>) {
  return (event: Event) => {
    for (const handler of handlers) handler?.(event);
  };
}
