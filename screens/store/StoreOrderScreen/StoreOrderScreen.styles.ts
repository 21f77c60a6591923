import styled from 'styled-components';
import { media, vars } from '#ds/tokens';

/**
 * The order's lines. On a phone the cells close up so the four columns fit; a table that is
 * still too wide scrolls sideways rather than overflow.
 */
// Stays hand-written: its layout changes at a breakpoint, padding, border or background of a panel.
export const StyledItems = styled.div`
  overflow-x: auto;

  table {
    width: 100%;
    border-collapse: collapse;
    font-size: ${vars.font.sizeSm};
  }

  caption {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip-path: inset(50%);
    white-space: nowrap;
  }

  th,
  td {
    padding: ${vars.space[2]} ${vars.space[3]};
    text-align: end;
    border-bottom: 1px solid ${vars.color.border};
    font-variant-numeric: tabular-nums;
  }

  th:first-child {
    text-align: start;
    font-weight: normal;
  }

  /* Headers may wrap ('Precio unitario'); amounts never do. */
  thead th {
    color: ${vars.color.textMuted};
    font-weight: normal;
    vertical-align: bottom;
  }

  tfoot th,
  tfoot td {
    border-bottom: none;
  }

  tfoot th[colspan] {
    text-align: end;
  }

  td {
    white-space: nowrap;
  }

  ${media.mobile} {
    th,
    td {
      padding: ${vars.space[2]} ${vars.space[1]};
    }

    th:first-child {
      padding-inline-start: 0;
    }

    th:last-child,
    td:last-child {
      padding-inline-end: 0;
    }
  }
`;
