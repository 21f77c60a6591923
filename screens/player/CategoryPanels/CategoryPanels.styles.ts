import styled from 'styled-components';
import { vars } from '#ds/tokens';

// Stays hand-written: an auto-filling grid template, styles variants or child elements.
export const StyledCover = styled.div`
  display: grid;
  gap: ${vars.space[4]};
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 260px), 1fr));
  align-items: start;
`;

export const StyledPicture = styled.img`
  display: block;
  width: 100%;
  max-width: 400px;
  height: auto;
  aspect-ratio: 16 / 9;
  object-fit: cover;
  border-radius: ${vars.radius.medium};
`;

// Stays hand-written: padding, border or background of a panel, sizes of its own.
export const StyledNoPicture = styled.p`
  display: grid;
  place-items: center;
  max-width: 400px;
  margin: 0;
  aspect-ratio: 16 / 9;
  border-radius: ${vars.radius.medium};
  background: ${vars.color.surfaceSunken};
  color: ${vars.color.textMuted};
`;
