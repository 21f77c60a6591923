import styled from 'styled-components';
import { vars } from '#ds/tokens';

// Stays hand-written: an auto-filling grid template for `beside`, also sets align-content.
export const StyledField = styled.div`
  display: grid;
  gap: ${vars.space[3]};
  align-content: start;

  &[data-layout='beside'] {
    gap: ${vars.space[4]};
    grid-template-columns: repeat(auto-fit, minmax(min(100%, 260px), 1fr));
    align-items: start;
  }
`;

/**
 * The picture as it is now, in the shape it is shown in: a banner wide and low, a headshot
 * round, a cover 16:9, a portrait square.
 */
export const StyledPreview = styled.img`
  display: block;
  max-width: 100%;
  object-fit: cover;
  background: ${vars.color.surfaceSunken};
  border-radius: ${vars.radius.medium};

  &[data-shape='banner'] {
    width: 100%;
    height: 120px;
  }

  &[data-shape='headshot'] {
    width: 96px;
    height: 96px;
    border-radius: 50%;
  }

  &[data-shape='cover'] {
    width: 100%;
    max-width: 400px;
    height: auto;
    aspect-ratio: 16 / 9;
    background: none;
  }

  &[data-shape='square'] {
    width: 160px;
    height: 160px;
  }
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
