import styled from 'styled-components';
import { vars } from '#ds/tokens';

/** A postal address, one line per part, as people write it on an envelope. */
// Stays hand-written: also sets font-style, overflow-wrap.
export const StyledAddress = styled.address`
  display: grid;
  gap: ${vars.space[1]};
  font-style: normal;
  color: ${vars.color.text};
  overflow-wrap: anywhere;
`;

/** The map pin part of the campus form: a titled group of the map and its two fields. */
// Stays hand-written: padding, border or background of a panel, styles variants or child elements.
export const StyledPinFieldset = styled.fieldset`
  display: grid;
  gap: ${vars.space[3]};
  min-width: 0;
  margin: 0;
  padding: 0;
  border: 0;

  legend {
    margin-bottom: ${vars.space[2]};
    padding: 0;
    font-weight: ${vars.font.weightSemibold};
  }

  p {
    margin: 0;
    color: ${vars.color.textMuted};
  }
`;
