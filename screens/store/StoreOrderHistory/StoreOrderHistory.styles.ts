import styled from 'styled-components';
import { vars } from '#ds/tokens';

// Stays hand-written: padding, border or background of a panel, styles variants or child elements.
export const StyledOrder = styled.article`
  display: grid;
  gap: ${vars.space[2]};
  padding-block: ${vars.space[3]};

  & + & {
    border-top: 1px solid ${vars.color.border};
  }
  p {
    margin: 0;
    color: ${vars.color.textMuted};
    font-size: ${vars.font.sizeSm};
  }
`;

// Stays hand-written: styles variants or child elements.
export const StyledOrderHead = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: ${vars.space[2]} ${vars.space[4]};

  h3 {
    margin: 0;
    font-size: ${vars.font.sizeMd};
    font-weight: ${vars.font.weightSemibold};
  }
  > span {
    color: ${vars.color.textMuted};
    font-size: ${vars.font.sizeSm};
  }
  > :last-child {
    margin-inline-start: auto;
  }
`;

// Stays hand-written: styles variants or child elements.
export const StyledShipsTo = styled.div`
  color: ${vars.color.textMuted};
  font-size: ${vars.font.sizeSm};

  address {
    display: inline;
    font-style: normal;
  }
  strong {
    font-weight: ${vars.font.weightSemibold};
    color: ${vars.color.text};
  }
`;

// Stays hand-written: also sets font-size.
export const StyledDeliveryState = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${vars.space[1]} ${vars.space[3]};
  font-size: ${vars.font.sizeSm};
`;
