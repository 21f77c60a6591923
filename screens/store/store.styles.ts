import styled from 'styled-components';
import { vars } from '#ds/tokens';

/** The store's cards, as many to a row as fit (one on a phone). */
// Stays hand-written: used by 2 files, an auto-filling grid template.
export const StyledCardGrid = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${vars.space[4]};
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 220px), 1fr));

  > li {
    display: grid;
  }
`;

export const StyledSectionTitle = styled.h2`
  margin: 0 0 ${vars.space[3]};
  font-size: ${vars.font.sizeLg};
  font-weight: ${vars.font.weightSemibold};
  word-break: keep-all;
`;
