/**
 * The frame of a story's Catalog (the matrix of a part's variants), for stories only: rows one
 * under the other, each row's samples side by side and wrapping on a phone.
 */
import type { ReactNode } from 'react';
import { Stack, type StackAlign, type StackGap } from '#ds/primitives/Stack';

export type CatalogGridProps = {
  /** The space between rows, a step of the spacing scale (16 px by default). */
  gap?: StackGap;
  /** How the rows sit across the column: `start` keeps them at their own width. */
  align?: StackAlign;
  children: ReactNode;
};

export type CatalogGridRowProps = {
  /** The space between samples (12 px by default). */
  gap?: StackGap;
  /** `center` by default; `start` for samples of different heights that align at the top. */
  align?: StackAlign;
  /** `nowrap` for a row that must stay one line (a menu beside its content). */
  wrap?: 'wrap' | 'nowrap';
  children: ReactNode;
};

function CatalogGridRow({
  gap = 3,
  align = 'center',
  wrap = 'wrap',
  children,
}: CatalogGridRowProps) {
  return (
    <Stack direction="horizontal" gap={gap} align={align} wrap={wrap}>
      {children}
    </Stack>
  );
}

/** `<CatalogGrid>` holds rows; `<CatalogGrid.Row>` holds the samples of one row. */
export function CatalogGrid({ gap = 4, align, children }: CatalogGridProps) {
  return (
    <Stack gap={gap} align={align}>
      {children}
    </Stack>
  );
}

CatalogGrid.Row = CatalogGridRow;
