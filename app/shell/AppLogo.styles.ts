import styled from 'styled-components';
import { Link } from '#ds/actions/Link';
import { vars } from '#ds/tokens';

export const StyledLogoLink = styled(Link)`
  && {
    display: inline-flex;
    align-items: center;
    gap: ${vars.space[2]};
    min-width: 0;
    min-height: ${vars.size.controlMedium};
    color: inherit;
    font-size: ${vars.font.sizeMd};
    font-weight: ${vars.font.weightBold};
    text-decoration: none;
  }

  /* A logo, not a text link: no underline on hover either. */
  &&:hover {
    text-decoration: none;
  }
`;

export const StyledMark = styled.svg`
  flex: none;
  width: 32px;
  height: 32px;
  color: ${vars.color.accent};

  path {
    stroke: ${vars.color.textOnAccent};
  }
`;

export const StyledName = styled.span`
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;
