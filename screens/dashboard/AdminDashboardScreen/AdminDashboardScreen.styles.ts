import styled from 'styled-components';
import { vars } from '#ds/tokens';

// Stays hand-written: an auto-filling grid template, padding, border or background of a panel.
export const StyledOverview = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 17rem), 1fr));
  gap: ${vars.space[4]};
  margin: 0;
  padding: 0;
  list-style: none;

  & > li {
    display: flex;
    min-width: 0;
  }
  & > li > * {
    flex: 1;
  }
`;

// Stays hand-written: styles variants or child elements.
export const StyledStat = styled.p`
  display: flex;
  align-items: baseline;
  flex-wrap: wrap;
  gap: ${vars.space[2]};
  margin: 0;
  color: ${vars.color.textMuted};
  font-size: ${vars.font.sizeSm};

  strong {
    color: ${vars.color.text};
    font-size: ${vars.font.size3xl};
    font-weight: ${vars.font.weightBold};
    line-height: ${vars.font.lineTight};
    font-variant-numeric: tabular-nums;
  }
`;

// Stays hand-written: styles variants or child elements.
export const StyledRoleList = styled.dl`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  gap: ${vars.space[1]} ${vars.space[4]};
  margin: 0;
  font-size: ${vars.font.sizeSm};

  dd {
    margin: 0;
    font-weight: ${vars.font.weightSemibold};
    text-align: end;
    font-variant-numeric: tabular-nums;
  }
`;
