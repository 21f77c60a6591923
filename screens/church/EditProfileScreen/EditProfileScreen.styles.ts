import styled from 'styled-components';
import { media, vars } from '#ds/tokens';

/** The two pictures side by side on wide screens, one above the other on phones. */
// Stays hand-written: its layout changes at a breakpoint.
export const StyledPictures = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${vars.space[5]};

  ${media.mobile} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

// Stays hand-written: also sets align-content.
export const StyledPicture = styled.div`
  display: grid;
  gap: ${vars.space[3]};
  align-content: start;
`;

/** The picture as it is now: the banner wide, the headshot round. */
export const StyledPreview = styled.img<{ $kind: 'banner' | 'headshot' }>`
  display: block;
  max-width: 100%;
  object-fit: cover;
  border-radius: ${({ $kind }) => ($kind === 'headshot' ? '50%' : vars.radius.medium)};
  width: ${({ $kind }) => ($kind === 'headshot' ? '96px' : '100%')};
  height: ${({ $kind }) => ($kind === 'headshot' ? '96px' : '120px')};
  background: ${vars.color.surfaceSunken};
`;
