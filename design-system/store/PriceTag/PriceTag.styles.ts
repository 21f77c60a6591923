import styled from 'styled-components';
import { vars } from '#ds/tokens';

export const StyledPriceTag = styled.p`
  margin: 0;
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: ${vars.space[2]};
  color: ${vars.color.text};
`;

export const StyledSalePrice = styled.span`
  color: ${vars.color.criticalText};
`;

export const StyledOldPrice = styled.del`
  color: ${vars.color.textMuted};
  text-decoration-thickness: 2px;
`;
