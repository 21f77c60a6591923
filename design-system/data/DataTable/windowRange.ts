/** The slice of rows a windowed table renders: `start` included, `end` excluded. */
export type RowWindow = { start: number; end: number };

/**
 * Which rows to render for a scroll position: the rows in view plus `overscan` rows on each
 * side, so that a fast scroll or a Tab into the next row finds it already there.
 */
export function windowRange(
  scrollTop: number,
  viewportHeight: number,
  rowHeight: number,
  rowCount: number,
  overscan: number,
): RowWindow {
  const firstInView = Math.floor(Math.max(0, scrollTop) / rowHeight);
  const rowsInView = Math.ceil(viewportHeight / rowHeight) + 1;
  const start = Math.min(rowCount, Math.max(0, firstInView - overscan));
  const end = Math.min(rowCount, firstInView + rowsInView + overscan);
  return { start, end };
}

/**
 * The row indices to render, in order: the window plus one extra row (the row holding focus,
 * kept so that scrolling it out of view does not drop keyboard focus to the page).
 */
export function renderedIndices(
  { start, end }: RowWindow,
  keep: number | null,
  rowCount: number,
): number[] {
  const indices: number[] = [];
  for (let index = start; index < end; index++) indices.push(index);
  if (keep !== null && keep < rowCount && (keep < start || keep >= end)) {
    indices.push(keep);
    indices.sort((a, b) => a - b);
  }
  return indices;
}
