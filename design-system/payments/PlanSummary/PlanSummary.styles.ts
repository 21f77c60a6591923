import styled from 'styled-components';
import { vars } from '#ds/tokens';

export const StyledSummary = styled.div`
  display: grid;
  gap: ${vars.space[5]};
`;

export const StyledFacts = styled.dl`
  display: grid;
  gap: ${vars.space[4]};
  margin: 0;

  > div {
    display: grid;
    grid-template-columns: minmax(8rem, 12rem) 1fr;
    gap: ${vars.space[3]};
  }
  dt {
    color: ${vars.color.textMuted};
  }
  dd {
    margin: 0;
  }
  @media (max-width: 767px) {
    > div {
      grid-template-columns: 1fr;
      gap: ${vars.space[1]};
    }
  }
`;

export const StyledChange = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space[3]};
  align-items: center;
  justify-content: space-between;
  padding-top: ${vars.space[4]};
  border-top: 1px solid ${vars.color.border};

  p {
    margin: 0;
  }
`;

export const StyledCount = styled.span`
  display: block;
  margin-bottom: ${vars.space[1]};
  font-variant-numeric: tabular-nums;
`;
