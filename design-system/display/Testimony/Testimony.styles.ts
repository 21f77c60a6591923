import styled from 'styled-components';
import { vars } from '#ds/tokens';

export const StyledTestimony = styled.figure`
  display: grid;
  gap: ${vars.space[2]};
  margin: 0;
  padding: ${vars.space[3]} ${vars.space[4]};
  border-inline-start: 4px solid ${vars.color.accent};
  border-radius: 0 ${vars.radius.medium} ${vars.radius.medium} 0;
  background: ${vars.color.surfaceSunken};
  color: ${vars.color.text};
  min-width: 0;

  &[data-erased] {
    border-inline-start-color: ${vars.color.borderStrong};
  }
`;

export const StyledQuote = styled.blockquote`
  margin: 0;
  font-size: ${vars.font.sizeMd};
  line-height: ${vars.font.lineNormal};

  & p {
    margin: 0;
    white-space: pre-line;
    overflow-wrap: anywhere;
  }
`;

export const StyledErased = styled.p`
  margin: 0;
  font-style: italic;
  color: ${vars.color.textMuted};
`;

export const StyledCaption = styled.figcaption`
  font-size: ${vars.font.sizeSm};
  color: ${vars.color.textMuted};
`;

export const StyledWho = styled.span`
  font-weight: ${vars.font.weightSemibold};
  color: ${vars.color.text};
`;
