import styled from 'styled-components';
import { vars } from '#ds/tokens';

// Stays hand-written: padding, border or background of a panel, styles variants or child elements.
export const StyledSummary = styled.dl`
  display: grid;
  gap: ${vars.space[2]};
  margin: 0;
  padding: ${vars.space[4]};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.large};
  background: ${vars.color.surface};

  & > div {
    display: flex;
    flex-wrap: wrap;
    justify-content: space-between;
    gap: ${vars.space[2]} ${vars.space[4]};
    align-items: baseline;
  }
  dd {
    margin: 0;
    text-align: end;
  }
  [data-total] {
    padding-top: ${vars.space[2]};
    border-top: 1px solid ${vars.color.border};
  }
`;
