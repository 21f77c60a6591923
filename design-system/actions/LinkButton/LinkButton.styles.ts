import styled from 'styled-components';
import { Link } from '#ds/actions/Link';
import { buttonStyles } from '#ds/actions/Button/Button.styles';

/**
 * A design-system `Link` with the `Button`'s look: the same variables and data attributes.
 * `&&` wins over the link's own colour and underline. Unlike a button, a long label wraps.
 */
export const StyledLinkButton = styled(Link)`
  && {
    ${buttonStyles}
    text-align: center;
    white-space: normal;
  }

  &&:hover {
    text-decoration: none;
  }
`;
