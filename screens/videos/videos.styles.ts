import styled from 'styled-components';
import { vars } from '#ds/tokens';

/** The cards of videos: one column on phones, two from tablet width. */
// Stays hand-written: used by 2 files, padding, border or background of a panel.
export const StyledVideoGrid = styled.ul`
  display: grid;
  gap: ${vars.space[5]};
  margin: 0;
  padding: 0;
  list-style: none;

  @media (min-width: 768px) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

// Stays hand-written: used by 2 files, muted text with its own type size or spacing.
export const StyledMeta = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${vars.space[2]} ${vars.space[3]};
  margin-top: ${vars.space[3]};
  color: ${vars.color.textMuted};
  font-size: ${vars.font.sizeSm};
`;

// Stays hand-written: padding, border or background of a panel, sizes of its own.
export const StyledProcessing = styled.p`
  display: grid;
  place-items: center;
  aspect-ratio: 16 / 9;
  margin: 0;
  border-radius: ${vars.radius.medium};
  background: ${vars.color.surfaceSunken};
  color: ${vars.color.textMuted};
`;
