import styled from 'styled-components';
import { vars } from '#ds/tokens';

/** A 16:9 box at any width (VideoEmbed's shape), the picture letterboxed inside it. */
export const StyledVideoFile = styled.video`
  display: block;
  width: 100%;
  height: auto;
  aspect-ratio: 16 / 9;
  object-fit: contain;
  border-radius: ${vars.radius.medium};
  background: ${vars.color.surfaceSunken};
`;
