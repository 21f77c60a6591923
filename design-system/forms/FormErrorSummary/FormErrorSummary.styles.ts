import styled from 'styled-components';
import { vars } from '#ds/tokens';

export const StyledSummary = styled.div`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  gap: ${vars.space[3]};
  padding: ${vars.space[4]};
  border: 1px solid ${vars.color.criticalText};
  border-inline-start-width: 4px;
  border-radius: ${vars.radius.medium};
  background: ${vars.color.criticalSubtle};
  color: ${vars.color.text};

  &:focus {
    outline: 2px solid ${vars.color.focusRing};
    outline-offset: 2px;
  }

  & > svg {
    margin-top: 2px;
    color: ${vars.color.criticalText};
  }
`;

export const StyledBody = styled.div`
  display: grid;
  gap: ${vars.space[2]};
  min-width: 0;
`;

export const StyledTitle = styled.h2`
  margin: 0;
  color: ${vars.color.criticalText};
  font-size: ${vars.font.sizeMd};
  font-weight: ${vars.font.weightSemibold};
  line-height: ${vars.font.lineTight};
`;

export const StyledDescription = styled.p`
  margin: 0;
  font-size: ${vars.font.sizeSm};
`;

export const StyledList = styled.ul`
  display: grid;
  gap: ${vars.space[2]};
  margin: 0;
  padding: 0;
  list-style: none;

  &[data-layout='names'] {
    display: flex;
    flex-wrap: wrap;
    gap: ${vars.space[1]} ${vars.space[4]};
  }
`;

/** The field name is underlined as a link; the message under it reads as plain text. */
export const StyledLink = styled.a`
  display: inline-grid;
  color: ${vars.color.criticalText};
  font-size: ${vars.font.sizeSm};
  line-height: ${vars.font.lineNormal};
  text-decoration: none;
  cursor: pointer;
`;

export const StyledLinkLabel = styled.span`
  font-weight: ${vars.font.weightSemibold};
  text-decoration: underline;
  text-underline-offset: 2px;

  a:hover > & {
    text-decoration-thickness: 2px;
  }
`;

export const StyledMessage = styled.span`
  color: ${vars.color.text};
`;
