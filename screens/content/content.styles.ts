import styled from 'styled-components';
import { media, vars } from '#ds/tokens';

// Stays hand-written: the readers' toolbar and lists lay out their own rows.
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

export const StyledList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${vars.space[4]};
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 20rem), 1fr));
`;

export const StyledMeta = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${vars.space[2]};
`;

export const StyledSplit = styled.div`
  display: grid;
  gap: ${vars.space[6]};
  grid-template-columns: minmax(0, 2fr) minmax(0, 1fr);
  align-items: start;

  ${media.belowDesktop} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

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
