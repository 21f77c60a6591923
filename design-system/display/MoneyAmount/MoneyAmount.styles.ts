import styled from 'styled-components';
import { vars } from '#ds/tokens';

export const StyledAmount = styled.span`
  font-variant-numeric: tabular-nums;
  white-space: nowrap;

  &[data-variant='strong'] {
    font-weight: ${vars.font.weightSemibold};
  }
  &[data-size='small'] {
    font-size: ${vars.font.sizeSm};
  }
  &[data-size='large'] {
    font-size: ${vars.font.sizeXl};
    line-height: ${vars.font.lineTight};
  }
`;
