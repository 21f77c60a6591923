import styled from 'styled-components';
import { vars } from '#ds/tokens';

/** The inside of a moderators card: text, a video, a form, evenly spaced. */
// Stays hand-written: used by 2 files, styles variants or child elements.
export const StyledStack = styled.div`
  display: grid;
  gap: ${vars.space[5]};

  p {
    margin: 0;
  }
`;

// Stays hand-written: padding, border or background of a panel.
export const StyledRow = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${vars.space[3]} ${vars.space[4]};
  padding: ${vars.space[4]};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.medium};
  background: ${vars.color.surface};
`;

// Stays hand-written: styles variants or child elements.
export const StyledWho = styled.div`
  display: grid;
  gap: ${vars.space[1]};
  min-width: 0;
  overflow-wrap: anywhere;

  strong {
    font-weight: ${vars.font.weightSemibold};
  }
`;
