import styled from 'styled-components';
import { vars } from '#ds/tokens';

export const StyledFooter = styled.footer`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${vars.space[2]} ${vars.space[6]};
  padding: ${vars.space[4]} ${vars.space[6]};
  border-top: 1px solid ${vars.color.border};
  color: ${vars.color.textMuted};
  font-size: ${vars.font.sizeSm};
  line-height: ${vars.font.lineNormal};
`;

export const StyledCopyright = styled.p`
  margin: 0;
`;

export const StyledLinks = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space[1]} ${vars.space[4]};
  margin: 0;
  padding: 0;
  list-style: none;
`;
