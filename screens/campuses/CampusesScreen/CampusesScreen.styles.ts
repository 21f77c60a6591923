import styled from 'styled-components';
import { vars } from '#ds/tokens';

export const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space[3]};
`;

export const StyledList = styled.ul`
  display: grid;
  gap: ${vars.space[4]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** A postal address, one line per part, as people write it on an envelope. */
export const StyledAddress = styled.address`
  display: grid;
  gap: ${vars.space[1]};
  font-style: normal;
  color: ${vars.color.text};
  overflow-wrap: anywhere;
`;

/** A campus at a glance: its address, and its actions at the end. */
export const StyledSummary = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${vars.space[4]};
`;

/** The map pin part of the campus form: a titled group of the map and its two fields. */
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

export const StyledMuted = styled.span`
  color: ${vars.color.textMuted};
`;
