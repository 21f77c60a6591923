import styled from 'styled-components';
import { vars } from '#ds/tokens';

// Stays hand-written: padding, border or background of a panel, styles variants or child elements.
export const StyledGift = styled.li`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space[3]};
  align-items: center;
  justify-content: space-between;
  padding-block: ${vars.space[3]};
  border-bottom: 1px solid ${vars.color.border};

  &:last-child {
    border-bottom: 0;
  }
`;

// Stays hand-written: also sets word-break.
export const StyledGiftFacts = styled.div`
  display: grid;
  gap: ${vars.space[1]};
  word-break: keep-all;
`;
