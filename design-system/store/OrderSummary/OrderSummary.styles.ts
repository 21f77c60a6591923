import styled from 'styled-components';
import { vars } from '#ds/tokens';

export const StyledSummary = styled.dl`
  margin: 0;
  display: grid;
  gap: ${vars.space[2]};

  > div {
    display: flex;
    justify-content: space-between;
    align-items: baseline;
    gap: ${vars.space[4]};
  }
  dt {
    color: ${vars.color.textMuted};
  }
  dd {
    margin: 0;
    display: grid;
    justify-items: end;
    text-align: end;
  }
  [data-detail] {
    color: ${vars.color.textMuted};
    font-size: ${vars.font.sizeSm};
  }
  /* Busy: text stays at full contrast; the dotted rule under the total says it is being redone. */
  &[aria-busy='true'] > div:last-child dd {
    text-decoration: underline dotted ${vars.color.borderStrong};
  }
`;

export const StyledTotal = styled.div`
  padding-top: ${vars.space[2]};
  border-top: 1px solid ${vars.color.border};

  dt {
    color: ${vars.color.text};
    font-weight: ${vars.font.weightSemibold};
  }
`;
