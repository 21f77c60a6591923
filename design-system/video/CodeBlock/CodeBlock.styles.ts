import styled from 'styled-components';
import { vars } from '#ds/tokens';

/** Inline-size containment: a long line scrolls inside instead of widening the page. */
export const StyledCodeBlock = styled.figure`
  contain: inline-size;
  width: 100%;
  display: flex;
  flex-direction: column;
  min-width: 0;
  margin: 0;
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.medium};
  background: ${vars.color.surface};
  overflow: hidden;
`;

export const StyledHeader = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space[2]};
  align-items: center;
  justify-content: space-between;
  padding: ${vars.space[2]} ${vars.space[2]} ${vars.space[2]} ${vars.space[4]};
  border-block-end: 1px solid ${vars.color.border};
`;

export const StyledCaption = styled.div`
  display: grid;
  gap: 2px;
  min-width: 0;
`;

export const StyledLabel = styled.span`
  color: ${vars.color.text};
  font-size: ${vars.font.sizeSm};
  font-weight: ${vars.font.weightSemibold};
  line-height: ${vars.font.lineTight};
`;

export const StyledDescription = styled.span`
  color: ${vars.color.textMuted};
  font-size: ${vars.font.sizeXs};
  line-height: ${vars.font.lineNormal};
`;

/** Long lines scroll sideways instead of wrapping: embed code must be copied exactly as is. */
export const StyledPre = styled.pre`
  margin: 0;
  padding: ${vars.space[3]} ${vars.space[4]};
  overflow-x: auto;
  background: ${vars.color.surfaceSunken};
  color: ${vars.color.text};
  font-family: ${vars.font.familyMono};
  font-size: ${vars.font.sizeSm};
  line-height: ${vars.font.lineNormal};
  white-space: pre;
  word-break: normal;
  tab-size: 2;

  &:focus-visible {
    outline: 2px solid ${vars.color.focusRing};
    outline-offset: -2px;
  }

  & > code {
    font: inherit;
  }
`;

export const StyledMessage = styled.div`
  &:has(> p) {
    padding: ${vars.space[2]} ${vars.space[4]};
    border-block-start: 1px solid ${vars.color.border};
  }
`;

export const StyledError = styled.p`
  display: flex;
  gap: ${vars.space[2]};
  align-items: flex-start;
  margin: 0;
  color: ${vars.color.criticalText};
  font-size: ${vars.font.sizeSm};
  line-height: ${vars.font.lineNormal};

  & > svg {
    margin-block-start: 2px;
  }
`;
