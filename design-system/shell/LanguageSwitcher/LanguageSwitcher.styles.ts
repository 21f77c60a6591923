import styled from 'styled-components';
import { media } from '#ds/tokens';

/** The language's name; on phones only the globe shows (the name stays in the accessible name). */
export const StyledCurrent = styled.span`
  ${media.mobile} {
    display: none;
  }
`;
