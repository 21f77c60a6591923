import styled from 'styled-components';
import { media, vars } from '#ds/tokens';

export const StyledShell = styled.div`
  display: flex;
  flex-direction: column;
  min-height: 100vh;
  min-height: 100dvh;
  background: ${vars.color.canvas};
  color: ${vars.color.text};
`;

/** Off screen until focused, then above everything at the top of the page. */
export const StyledSkipLink = styled.a`
  position: fixed;
  top: ${vars.space[2]};
  inset-inline-start: ${vars.space[2]};
  z-index: ${vars.layer.toast};
  padding: ${vars.space[2]} ${vars.space[4]};
  border-radius: ${vars.radius.medium};
  background: ${vars.color.accent};
  color: ${vars.color.textOnAccent};
  font-weight: ${vars.font.weightSemibold};
  text-decoration: none;
  transform: translateY(calc(-100% - ${vars.space[4]}));

  &:focus {
    transform: none;
  }
`;

export const StyledBody = styled.div`
  display: flex;
  flex: 1;
  align-items: stretch;
  min-height: 0;
`;

/** The menu column stays in view under the top bar while the page scrolls. */
export const StyledMenuColumn = styled.div`
  position: sticky;
  top: ${vars.size.topBarHeight};
  flex: none;
  height: calc(100vh - ${vars.size.topBarHeight});
  height: calc(100dvh - ${vars.size.topBarHeight});
`;

export const StyledContentColumn = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  min-width: 0;
`;

export const StyledMain = styled.main`
  flex: 1;
  width: 100%;
  max-width: ${vars.size.contentMaxWidth};
  margin: 0 auto;
  padding: ${vars.space[6]};
  box-sizing: border-box;

  &:focus {
    outline: none;
  }

  ${media.mobile} {
    padding: ${vars.space[4]};
  }
`;
