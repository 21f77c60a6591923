import styled from 'styled-components';
import { vars } from '#ds/tokens';

// Stays hand-written: styles variants or child elements, sizes of its own.
export const StyledSearch = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${vars.space[3]};

  & > div:first-child {
    flex: 1 1 16rem;
  }
`;

// Stays hand-written: used by 2 files, padding, border or background of a panel.
export const StyledResult = styled.li`
  display: grid;
  gap: ${vars.space[3]};
  padding: ${vars.space[4]};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.medium};
  background: ${vars.color.surface};
`;

// Stays hand-written: used by 2 files, styles variants or child elements.
export const StyledChurch = styled.div`
  display: grid;
  gap: ${vars.space[1]};
  min-width: 0;
  overflow-wrap: anywhere;

  h2,
  h3 {
    margin: 0;
    font-size: ${vars.font.sizeMd};
    font-weight: ${vars.font.weightSemibold};
  }
  span {
    color: ${vars.color.textMuted};
    font-size: ${vars.font.sizeSm};
  }
`;

// Stays hand-written: used by 2 files, styles variants or child elements.
export const StyledSection = styled.section`
  display: grid;
  gap: ${vars.space[4]};

  h2 {
    margin: 0;
    font-size: ${vars.font.sizeLg};
    font-weight: ${vars.font.weightSemibold};
  }
  p {
    margin: 0;
  }
`;
