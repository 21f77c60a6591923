import styled from 'styled-components';
import { IconButton } from '#ds/actions/IconButton';
import { media, vars } from '#ds/tokens';

export const StyledTopBar = styled.header`
  position: sticky;
  top: 0;
  z-index: ${vars.layer.sticky};
  display: flex;
  align-items: center;
  gap: ${vars.space[3]};
  box-sizing: border-box;
  height: ${vars.size.topBarHeight};
  padding: 0 ${vars.space[4]};
  border-bottom: 1px solid ${vars.color.border};
  background: ${vars.color.surface};
  color: ${vars.color.text};

  ${media.mobile} {
    gap: ${vars.space[1]};
    padding: 0 ${vars.space[2]};
  }
`;

/** The toggle reads as part of the bar (text colour), not as an accent action. */
export const StyledMenuToggle = styled(IconButton)`
  && {
    --button-fg: ${vars.color.text};
  }
`;

export const StyledLogo = styled.div`
  display: flex;
  flex: 1;
  align-items: center;
  min-width: 0;
  overflow: hidden;
`;

export const StyledActions = styled.div`
  display: flex;
  flex: none;
  align-items: center;
  gap: ${vars.space[2]};

  ${media.mobile} {
    gap: 0;
  }
`;
