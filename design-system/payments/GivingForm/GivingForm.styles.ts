import styled from 'styled-components';
import { vars } from '#ds/tokens';

export const StyledTotal = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space[2]};
  align-items: baseline;
  margin: 0;
  padding: ${vars.space[4]};
  border-radius: ${vars.radius.medium};
  background: ${vars.color.surfaceSunken};
  color: ${vars.color.text};
  word-break: keep-all;
`;
