import styled from 'styled-components';
import { media, vars } from '#ds/tokens';

/** A div, not a header: a top-level header element would be a second banner landmark. */
export const StyledPageHeader = styled.div`
  display: grid;
  gap: ${vars.space[3]};
  min-width: 0;
  padding-block-end: ${vars.space[6]};

  ${media.mobile} {
    gap: ${vars.space[2]};
    padding-block-end: ${vars.space[4]};
  }
`;

export const StyledBreadcrumbs = styled.div`
  min-width: 0;
  font-size: ${vars.font.sizeSm};
`;

/** Title block and actions share a row while they fit; the actions wrap under the title after. */
export const StyledRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${vars.space[3]} ${vars.space[6]};
`;

export const StyledHeading = styled.div`
  display: grid;
  gap: ${vars.space[2]};
  flex: 1 1 22rem;
  min-width: 0;
`;

export const StyledTitle = styled.h1`
  margin: 0;
  font-size: ${vars.font.size3xl};
  font-weight: ${vars.font.weightBold};
  line-height: ${vars.font.lineTight};
  overflow-wrap: anywhere;

  ${media.mobile} {
    font-size: ${vars.font.size2xl};
  }
`;

export const StyledDescription = styled.p`
  max-width: 70ch;
  margin: 0;
  color: ${vars.color.textMuted};
  font-size: ${vars.font.sizeMd};
`;

export const StyledActions = styled.div`
  display: flex;
  flex: 0 1 auto;
  flex-wrap: wrap;
  align-items: center;
  gap: ${vars.space[2]};
  min-width: 0;

  ${media.mobile} {
    flex-basis: 100%;
  }
`;
