import styled from 'styled-components';
import { vars } from '#ds/tokens';

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

export const StyledGiftFacts = styled.div`
  display: grid;
  gap: ${vars.space[1]};
  word-break: keep-all;
`;
