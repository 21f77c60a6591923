import styled from 'styled-components';
import { media } from '#ds/tokens';

/**
 * The name beside the avatar. On phones only the avatar shows; the name stays in the
 * button's accessible name (clipped, not removed).
 */
export const StyledName = styled.span`
  max-width: 16ch;
  overflow: hidden;
  text-overflow: ellipsis;

  ${media.mobile} {
    position: absolute;
    width: 1px;
    height: 1px;
    margin: -1px;
    clip: rect(0 0 0 0);
    white-space: nowrap;
  }
`;
