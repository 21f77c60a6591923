import styled from 'styled-components';
import { vars } from '#ds/tokens';

export const StyledChart = styled.figure`
  margin: 0;
  display: grid;
  gap: ${vars.space[3]};
  min-width: 0;

  svg {
    display: block;
    overflow: visible;
    /* Its drawn width never holds the box open: the box shrinks, and the chart is redrawn. */
    max-width: 100%;
  }
  .bar {
    fill: ${vars.color.accent};
  }
  .bar-track {
    fill: ${vars.color.surfaceSunken};
  }
  .line {
    stroke: ${vars.color.success};
    stroke-width: 2;
    fill: none;
  }
  .label {
    fill: ${vars.color.text};
    font-size: ${vars.font.sizeSm};
    font-weight: ${vars.font.weightMedium};
  }
  .value {
    fill: ${vars.color.text};
    font-size: ${vars.font.sizeSm};
    font-variant-numeric: tabular-nums;
    font-weight: ${vars.font.weightBold};
  }
  .muted {
    fill: ${vars.color.textMuted};
    font-size: ${vars.font.sizeXs};
  }
  .axis line,
  .axis path {
    stroke: ${vars.color.borderStrong};
  }
  .axis text {
    fill: ${vars.color.textMuted};
    font-size: ${vars.font.sizeXs};
  }
`;

export const StyledCaption = styled.figcaption`
  font-weight: ${vars.font.weightBold};
`;

export const StyledLegend = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space[4]};
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: ${vars.font.sizeSm};
  color: ${vars.color.textMuted};

  li {
    display: inline-flex;
    align-items: center;
    gap: ${vars.space[2]};
  }
  li::before {
    content: '';
    inline-size: 12px;
    block-size: 12px;
    border-radius: 2px;
    background: ${vars.color.accent};
  }
  li[data-series='line']::before {
    block-size: 3px;
    background: ${vars.color.success};
  }
`;

export const StyledTable = styled.details`
  font-size: ${vars.font.sizeSm};

  summary {
    cursor: pointer;
    color: ${vars.color.accentText};
    inline-size: fit-content;
  }
  summary:focus-visible {
    outline: 2px solid ${vars.color.focusRing};
    outline-offset: 2px;
  }
  table {
    margin-block-start: ${vars.space[2]};
    border-collapse: collapse;
    inline-size: 100%;
  }
  th,
  td {
    padding: ${vars.space[1]} ${vars.space[2]};
    border-block-end: 1px solid ${vars.color.border};
    text-align: start;
  }
  td:not(:first-child),
  th:not(:first-child) {
    text-align: end;
    font-variant-numeric: tabular-nums;
  }
`;
