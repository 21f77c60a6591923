import styled from 'styled-components';
import { vars } from '#ds/tokens';

// Stays hand-written: the toolbar's search grows twice as fast as its filters (a flex basis per
// child), and its button keeps its own width.
export const StyledToolbar = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${vars.space[3]} ${vars.space[4]};

  > :first-child {
    flex: 2 1 16rem;
  }

  > * {
    flex: 1 1 10rem;
    min-width: 0;
  }

  > button {
    flex: 0 0 auto;
  }
`;

// Stays hand-written: a file's row keeps its name and its Download button apart
// (space-between), and the name wraps anywhere.
export const StyledFiles = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${vars.space[2]};

  > li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
    gap: ${vars.space[2]};
    min-width: 0;
  }

  > li > span {
    min-width: 0;
    overflow-wrap: anywhere;
  }
`;

export const StyledHeading = styled.h2`
  margin: 0;
  font-size: ${vars.font.sizeLg};
  font-weight: ${vars.font.weightSemibold};
  line-height: ${vars.font.lineTight};
  color: ${vars.color.text};
`;
