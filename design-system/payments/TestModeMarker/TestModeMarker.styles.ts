import styled from 'styled-components';
import { vars } from '#ds/tokens';

export const StyledMarker = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${vars.space[1]} ${vars.space[3]};
  color: ${vars.color.warningText};

  &[data-variant='banner'] {
    padding: ${vars.space[2]} ${vars.space[3]};
    border: 1px dashed ${vars.color.warningText};
    border-radius: ${vars.radius.medium};
    background: ${vars.color.warningSubtle};
  }
  &[data-variant='badge'] {
    display: inline-flex;
  }
`;

export const StyledTitle = styled.strong`
  display: inline-flex;
  align-items: center;
  gap: ${vars.space[1]};
  padding: 2px ${vars.space[2]};
  border-radius: ${vars.radius.pill};
  background: ${vars.color.warningSubtle};
  color: ${vars.color.warningText};
  font-size: ${vars.font.sizeSm};
  font-weight: ${vars.font.weightBold};
  letter-spacing: 0.02em;
  text-transform: uppercase;
  white-space: nowrap;

  [data-variant='badge'] > & {
    border: 1px dashed ${vars.color.warningText};
  }
`;

export const StyledNote = styled.span`
  color: ${vars.color.text};
  font-size: ${vars.font.sizeSm};
`;
