import styled from 'styled-components';
import { media, vars } from '#ds/tokens';

export const StyledBanner = styled.img`
  display: block;
  width: 100%;
  height: 180px;
  object-fit: cover;
  border-radius: ${vars.radius.medium};
  background: ${vars.color.surfaceSunken};

  ${media.mobile} {
    height: 120px;
  }
`;

// Stays hand-written: its layout changes at a breakpoint.
export const StyledIntro = styled.div`
  display: flex;
  gap: ${vars.space[4]};
  align-items: flex-start;

  ${media.mobile} {
    flex-direction: column;
  }
`;

export const StyledHeadshot = styled.img`
  width: 96px;
  height: 96px;
  border-radius: 50%;
  object-fit: cover;
  flex: none;
`;

/** Text as the church typed it, line breaks kept. */
export const StyledLines = styled.p`
  margin: 0;
  white-space: pre-line;
  overflow-wrap: anywhere;
`;
