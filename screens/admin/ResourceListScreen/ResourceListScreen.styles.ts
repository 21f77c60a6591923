import styled from 'styled-components';
import { Link } from '#ds/actions/Link';
import { media, vars } from '#ds/tokens';

// Stays hand-written: padding, border or background of a panel.
export const StyledViews = styled.nav`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space[2]};
  border-bottom: 1px solid ${vars.color.border};
`;

// Stays hand-written: padding, border or background of a panel, styles variants or child elements.
export const StyledView = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: 2.75rem;
  padding: 0 ${vars.space[3]};
  border-bottom: 2px solid transparent;
  margin-bottom: -1px;
  color: ${vars.color.textMuted};
  font-weight: ${vars.font.weightMedium};
  text-decoration: none;

  &:focus-visible {
    outline-offset: -2px;
  }

  &:hover {
    color: ${vars.color.text};
  }

  &[aria-current='page'] {
    border-bottom-color: ${vars.color.accent};
    color: ${vars.color.text};
  }
`;

// Stays hand-written: its layout changes at a breakpoint, styles variants or child elements.
export const StyledToolbar = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${vars.space[3]} ${vars.space[4]};

  > :first-child {
    flex: 2 1 18rem;
  }

  > * {
    flex: 1 1 10rem;
  }

  > button {
    flex: 0 0 auto;
  }

  /* Menus alone (no search box to lead the row) keep a menu's width, not the page's. */
  &:not(:has(input[type='search'])) > * {
    flex: 0 1 20rem;
  }

  ${media.mobile} {
    > button {
      flex: 1 1 100%;
    }
  }
`;

// Stays hand-written: an inline box.
export const StyledBadges = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  gap: ${vars.space[1]};
`;

/** What is picked and what can be done with it, above the table. */
// Stays hand-written: its layout changes at a breakpoint, padding, border or background of a panel.
export const StyledSelectionBar = styled.section`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${vars.space[3]} ${vars.space[4]};
  padding: ${vars.space[3]} ${vars.space[4]};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.medium};
  background: ${vars.color.surfaceSunken};

  > p {
    flex: 1 1 12rem;
    margin: 0;
    font-size: ${vars.font.sizeSm};
  }

  ${media.mobile} {
    > button {
      flex: 1 1 100%;
    }
  }
`;
