import type { ReactNode } from 'react';
import { Grid } from '#ds/primitives/Grid';
import { Stack } from '#ds/primitives/Stack';

// The readers' pages' layout (study guides, resources, inserts, monthly videos), on the design
// system's primitives.

/** An item's marks in a row: its language, type, topic, date or file count. */
export function ContentMeta({ children }: { children: ReactNode }) {
  return (
    <Stack direction="horizontal" wrap="wrap" align="center" gap={2}>
      {children}
    </Stack>
  );
}

/** Cards of at least 20rem, as many to a row as fit; each child is a `<li>`. */
export function ContentCards({ children }: { children: ReactNode }) {
  return (
    <Grid as="ul" columns="repeat(auto-fill, minmax(min(100%, 20rem), 1fr))" gap={4}>
      {children}
    </Grid>
  );
}

/** The item beside its downloads (two thirds and one third), one above the other below desktops. */
export function ContentSplit({ children }: { children: ReactNode }) {
  return (
    <Grid
      columns={{ regular: 'minmax(0, 2fr) minmax(0, 1fr)', tablet: 'minmax(0, 1fr)' }}
      gap={6}
      align="start"
    >
      {children}
    </Grid>
  );
}
