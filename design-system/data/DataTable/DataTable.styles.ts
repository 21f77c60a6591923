import styled from 'styled-components';
import { vars } from '#ds/tokens';

/**
 * Density arrives as `data-size`; the row height itself is set inline from the same numbers
 * the windowing uses (`--data-table-row-height`), so CSS and arithmetic never disagree.
 */
export const StyledRoot = styled.div`
  --data-table-cell-padding: ${vars.space[4]};
  --data-table-font-size: ${vars.font.sizeSm};

  display: flex;
  flex-direction: column;
  gap: ${vars.space[3]};
  min-width: 0;
  max-width: 100%;

  &[data-size='small'] {
    --data-table-cell-padding: ${vars.space[3]};
  }
  &[data-size='large'] {
    --data-table-font-size: ${vars.font.sizeMd};
  }
`;

/**
 * Scrolls both ways: sideways on phones, up and down when windowed or given a `maxHeight`.
 * A soft shade on an edge says more columns lie that way; it fades as that edge is reached
 * (covers in the surface colour scroll with the content and hide the shade at the ends).
 * It is a size container, so that state messages can be as wide as the visible box (100cqi).
 */
export const StyledScroller = styled.div`
  position: relative;
  overflow: auto;
  max-width: 100%;
  container-type: inline-size;
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.medium};
  background:
    linear-gradient(to right, ${vars.color.surface} 40%, transparent) left center / 48px 100%
      no-repeat local,
    linear-gradient(to left, ${vars.color.surface} 40%, transparent) right center / 48px 100%
      no-repeat local,
    radial-gradient(farthest-side at 0 50%, ${vars.color.borderStrong}, transparent) left center /
      10px 100% no-repeat scroll,
    radial-gradient(farthest-side at 100% 50%, ${vars.color.borderStrong}, transparent) right
      center / 10px 100% no-repeat scroll,
    ${vars.color.surface};
  /* Keyboard focus moving into a row never lands under the sticky header. */
  scroll-padding-top: var(--data-table-row-height);
  overscroll-behavior-x: contain;
`;

export const StyledTable = styled.table`
  width: 100%;
  min-width: var(--data-table-min-width);
  /* Column widths come from the columns, not from the rows in view: nothing jumps while scrolling or paging. */
  table-layout: fixed;
  border-collapse: separate;
  border-spacing: 0;
  font-size: var(--data-table-font-size);
  line-height: ${vars.font.lineTight};
  color: ${vars.color.text};
`;

const alignment = `
  &[data-align='center'] {
    text-align: center;
  }
  &[data-align='end'] {
    text-align: end;
    font-variant-numeric: tabular-nums;
  }
`;

export const StyledHeaderCell = styled.th`
  position: sticky;
  top: 0;
  z-index: 1;
  height: var(--data-table-row-height);
  padding: 0 var(--data-table-cell-padding);
  background: ${vars.color.surfaceSunken};
  /* Dividers are shadows, not borders: they add no height, so every row is exactly the row height. */
  box-shadow: inset 0 -1px 0 ${vars.color.border};
  color: ${vars.color.textMuted};
  font-size: ${vars.font.sizeXs};
  font-weight: ${vars.font.weightSemibold};
  letter-spacing: 0.02em;
  text-align: start;
  white-space: nowrap;
  overflow: hidden;
  text-overflow: ellipsis;
  vertical-align: middle;

  ${alignment}

  &[aria-sort] {
    color: ${vars.color.text};
  }

  &:has(> button) {
    padding: 0;
  }
`;

export const StyledSortButton = styled.button`
  display: flex;
  align-items: center;
  gap: ${vars.space[1]};
  width: 100%;
  height: var(--data-table-row-height);
  padding: 0 var(--data-table-cell-padding);
  border: 0;
  background: transparent;
  color: inherit;
  font: inherit;
  letter-spacing: inherit;
  text-align: inherit;
  cursor: pointer;

  [data-align='center'] > & {
    justify-content: center;
  }
  [data-align='end'] > & {
    flex-direction: row-reverse;
    justify-content: flex-start;
  }

  &:hover {
    color: ${vars.color.text};
    background: ${vars.color.border};
  }

  /* Inside a scroll box an outer ring would be clipped. */
  &:focus-visible {
    outline-offset: -2px;
  }

  & > span {
    min-width: 0;
    overflow: hidden;
    text-overflow: ellipsis;
  }

  & > svg {
    color: ${vars.color.textMuted};
  }
  [aria-sort] > & > svg {
    color: ${vars.color.accentText};
  }
`;

export const StyledRow = styled.tr`
  &:hover > td,
  &:hover > th {
    background: ${vars.color.canvas};
  }
`;

export const StyledCell = styled.td`
  height: var(--data-table-row-height);
  padding: ${vars.space[2]} var(--data-table-cell-padding);
  box-shadow: inset 0 -1px 0 ${vars.color.border};
  text-align: start;
  vertical-align: middle;
  overflow-wrap: anywhere;
  font-weight: ${vars.font.weightRegular};

  ${alignment}

  &:is(th) {
    font-weight: ${vars.font.weightMedium};
  }

  tr:last-child > & {
    box-shadow: none;
  }

  /* Windowed rows have one fixed height, so their text stays on one line. */
  [data-windowed='true'] & {
    padding-block: 0;
    white-space: nowrap;
    overflow: hidden;
    text-overflow: ellipsis;
  }
`;

/** Stands in for the rows outside the window, so the scroll box keeps its full height. */
export const StyledSpacer = styled.td`
  padding: 0;
  border: 0;
`;

/** Sizes a skeleton line: lengths vary by row and column so the placeholder reads as text. */
export const StyledSkeleton = styled.span`
  display: block;
  width: 70%;
  max-width: 12rem;

  &[data-length='short'] {
    width: 40%;
  }
  &[data-length='long'] {
    width: 90%;
  }
  [data-align='end'] > & {
    margin-inline-start: auto;
  }
`;

/** Empty and error: one cell across the whole table. */
export const StyledStateCell = styled.td`
  padding: 0;
`;

/** As wide as the visible box and pinned to it, so a wide table on a phone still shows it whole. */
export const StyledState = styled.div`
  position: sticky;
  inset-inline-start: 0;
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${vars.space[3]};
  width: 100cqi;
  padding: ${vars.space[10]} ${vars.space[4]};
  text-align: center;
  color: ${vars.color.textMuted};
  font-size: ${vars.font.sizeMd};
  line-height: ${vars.font.lineNormal};

  & > p {
    max-width: 32rem;
    margin: 0;
  }

  &[data-tone='critical'] {
    color: ${vars.color.text};
  }
  &[data-tone='critical'] > p {
    display: inline-flex;
    align-items: center;
    gap: ${vars.space[2]};
    font-weight: ${vars.font.weightMedium};
  }
  &[data-tone='critical'] svg {
    color: ${vars.color.criticalText};
  }
`;

export const StyledActions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${vars.space[1]};
`;

export const StyledPager = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${vars.space[3]} ${vars.space[6]};
  color: ${vars.color.textMuted};
  font-size: ${vars.font.sizeSm};
`;

export const StyledPageSize = styled.div`
  display: inline-flex;
  align-items: center;
  gap: ${vars.space[2]};
`;

/** A compact native select, drawn like the forms' Select (its own chevron, tokens only). */
export const StyledSelectBox = styled.span`
  position: relative;
  display: inline-flex;
  color: ${vars.color.textMuted};

  & > svg {
    position: absolute;
    inset-block: 0;
    inset-inline-end: ${vars.space[2]};
    margin-block: auto;
    pointer-events: none;
  }
`;

export const StyledSelect = styled.select`
  appearance: none;
  height: ${vars.size.controlSmall};
  padding-inline: ${vars.space[3]} calc(${vars.space[2]} + 20px);
  border: 1px solid ${vars.color.borderStrong};
  border-radius: ${vars.radius.medium};
  background: ${vars.color.surface};
  color: ${vars.color.text};
  font-size: ${vars.font.sizeSm};
  font-variant-numeric: tabular-nums;
  cursor: pointer;

  & option {
    color: ${vars.color.text};
    background: ${vars.color.surface};
  }

  &:disabled {
    cursor: not-allowed;
    opacity: 0.55;
  }
`;

export const StyledPageNav = styled.div`
  display: inline-flex;
  align-items: center;
  gap: ${vars.space[2]};
  margin-inline-start: auto;
`;

export const StyledRange = styled.span`
  margin-inline-end: ${vars.space[2]};
  color: ${vars.color.text};
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
`;

export const StyledMenu = styled.div`
  position: fixed;
  top: 0;
  left: 0;
  z-index: ${vars.layer.menu};
  display: flex;
  flex-direction: column;
  min-width: 11rem;
  max-width: calc(100vw - ${vars.space[4]});
  padding: ${vars.space[1]};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.medium};
  background: ${vars.color.surfaceRaised};
  box-shadow: ${vars.shadow.medium};
  color: ${vars.color.text};
  font-size: ${vars.font.sizeSm};

  /* Until Floating UI has placed it. */
  &:not([data-placed]) {
    opacity: 0;
  }
`;

export const StyledMenuItem = styled.button`
  display: flex;
  align-items: center;
  gap: ${vars.space[2]};
  min-height: ${vars.size.controlSmall};
  padding: ${vars.space[2]} ${vars.space[3]};
  border: 0;
  border-radius: ${vars.radius.small};
  background: transparent;
  color: inherit;
  font: inherit;
  text-align: start;
  cursor: pointer;

  &:hover,
  &:focus {
    background: ${vars.color.surfaceSunken};
  }
  &:focus-visible {
    outline-offset: -2px;
  }

  &[data-tone='critical'] {
    color: ${vars.color.criticalText};
  }

  &[aria-disabled='true'] {
    cursor: not-allowed;
    opacity: 0.55;
  }
`;

/** The dash of a header box whose page is partly selected (`:indeterminate`). */
export const StyledMixedMark = styled.span`
  position: absolute;
  inset: 9px 5px;
  border-radius: 1px;
  background: ${vars.color.textOnAccent};
  opacity: 0;
  pointer-events: none;

  input:indeterminate ~ & {
    opacity: 1;
  }
`;

/** The narrow first column of selection boxes. */
export const StyledSelectCell = styled.td`
  width: 3rem;
  height: var(--data-table-row-height);
  padding: 0 ${vars.space[3]};
  box-shadow: inset 0 -1px 0 ${vars.color.border};
  vertical-align: middle;
  text-align: center;

  tr:last-child > & {
    box-shadow: none;
  }
  tr[data-selected='true'] > &,
  tr[data-selected='true'] > & ~ td,
  tr[data-selected='true'] > & ~ th {
    background: ${vars.color.accentSubtle};
  }
`;

export const StyledSelectHeaderCell = styled(StyledHeaderCell)`
  padding: 0 ${vars.space[3]};
  text-align: center;
`;
