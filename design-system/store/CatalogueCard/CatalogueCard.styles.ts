import styled from 'styled-components';
import { vars } from '#ds/tokens';

export const StyledCard = styled.article`
  position: relative;
  display: flex;
  flex-direction: column;
  overflow: hidden;
  background: ${vars.color.surface};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.large};
  box-shadow: ${vars.shadow.small};

  &:hover {
    border-color: ${vars.color.borderStrong};
  }
  &:focus-within {
    outline: 2px solid ${vars.color.focusRing};
    outline-offset: 2px;
  }
`;

export const StyledImage = styled.img`
  display: block;
  width: 100%;
  height: auto;
  aspect-ratio: 4 / 3;
  object-fit: cover;
  background: ${vars.color.surfaceSunken};
`;

export const StyledNoImage = styled.div`
  aspect-ratio: 4 / 3;
  background: ${vars.color.surfaceSunken};
`;

export const StyledBody = styled.div`
  display: grid;
  gap: ${vars.space[2]};
  padding: ${vars.space[4]};
`;

export const StyledTitle = styled.h2`
  margin: 0;
  font-size: ${vars.font.sizeMd};
  font-weight: ${vars.font.weightSemibold};
  line-height: ${vars.font.lineTight};
  word-break: keep-all;

  /* The whole card is the link's target area; the link itself stays the one focus stop. */
  a::after {
    content: '';
    position: absolute;
    inset: 0;
  }
  a:focus-visible {
    outline: none;
  }
`;

export const StyledBadges = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space[1]};
`;

export const StyledDescription = styled.p`
  margin: 0;
  color: ${vars.color.textMuted};
  font-size: ${vars.font.sizeSm};
  display: -webkit-box;
  -webkit-line-clamp: 2;
  -webkit-box-orient: vertical;
  overflow: hidden;
`;

export const StyledMeta = styled.p`
  margin: 0;
  color: ${vars.color.textMuted};
  font-size: ${vars.font.sizeSm};
`;
