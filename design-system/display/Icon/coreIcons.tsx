import type { ReactNode } from 'react';

/**
 * The icons that the pages before sign-in draw (the alerts' tones, the close button,
 * the language menu's globe and chevron, retry): in the entry, so those pages draw them in
 * their first frame. The rest are `moreIcons`, which load with the signed-in shell (decision
 * 060's sign-in budget). Drawn on a 24 × 24 grid with a 2 px round stroke in `currentColor`;
 * each entry is the inside of the `<svg>`, and `Icon` supplies the frame.
 */
export const coreIcons = {
  close: <path d="M6 6l12 12M18 6L6 18" />,
  'chevron-down': <path d="M6 9l6 6 6-6" />,
  globe: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M3 12h18M12 3c2.4 2.6 3.7 5.6 3.7 9s-1.3 6.4-3.7 9c-2.4-2.6-3.7-5.6-3.7-9S9.6 5.6 12 3z" />
    </>
  ),
  warning: <path d="M12 3.5L21.5 20h-19zM12 10v4.5M12 17.25h.01" />,
  refresh: <path d="M20 12a8 8 0 1 1-8-8c2.2 0 4.3.9 5.8 2.4L20 8.5M20 4v4.5h-4.5" />,
  info: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 11v5.5M12 7.75h.01" />
    </>
  ),
  error: <path d="M8.3 3h7.4L21 8.3v7.4L15.7 21H8.3L3 15.7V8.3zM12 7.5v5.5M12 16.5h.01" />,
  success: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M8 12.5l2.75 2.75L16.5 9.5" />
    </>
  ),
} satisfies Record<string, ReactNode>;
