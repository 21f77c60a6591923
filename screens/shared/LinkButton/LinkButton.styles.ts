import styled from 'styled-components';
import { Link } from '#ds/actions/Link';
import { vars } from '#ds/tokens';

/**
 * A design-system `Link` that looks like a `Button`: for a navigation that is the main action
 * of a card or a page ('Pay now', 'Go to the dashboard'). `&&` wins over the link's own rules.
 */
export const StyledLinkButton = styled(Link)`
  && {
    --link-button-bg: ${vars.color.accent};
    --link-button-bg-hover: ${vars.color.accentHover};
    --link-button-fg: ${vars.color.textOnAccent};
    --link-button-border: transparent;
    --link-button-height: ${vars.size.controlMedium};
    --link-button-padding: 0 ${vars.space[4]};
    --link-button-font-size: ${vars.font.sizeSm};

    display: inline-flex;
    align-items: center;
    justify-content: center;
    gap: ${vars.space[2]};
    min-height: var(--link-button-height);
    padding: var(--link-button-padding);
    border: 1px solid var(--link-button-border);
    border-radius: ${vars.radius.medium};
    background: var(--link-button-bg);
    color: var(--link-button-fg);
    font-size: var(--link-button-font-size);
    font-weight: ${vars.font.weightSemibold};
    line-height: ${vars.font.lineTight};
    text-align: center;
    text-decoration: none;
    transition: background-color ${vars.motion.durationFast} ${vars.motion.easing};
  }

  &&:hover {
    background: var(--link-button-bg-hover);
    text-decoration: none;
  }

  &&[data-appearance='secondary'] {
    --link-button-bg: ${vars.color.surface};
    --link-button-bg-hover: ${vars.color.surfaceSunken};
    --link-button-fg: ${vars.color.text};
    --link-button-border: ${vars.color.borderStrong};
  }

  &&[data-appearance='critical'] {
    --link-button-bg: ${vars.color.critical};
    --link-button-bg-hover: ${vars.color.criticalHover};
  }

  &&[data-size='small'] {
    --link-button-height: ${vars.size.controlSmall};
    --link-button-padding: 0 ${vars.space[3]};
    --link-button-font-size: ${vars.font.sizeXs};
  }

  &&[data-size='large'] {
    --link-button-height: ${vars.size.controlLarge};
    --link-button-padding: 0 ${vars.space[6]};
    --link-button-font-size: ${vars.font.sizeMd};
  }

  &&[data-full-width='true'] {
    width: 100%;
  }
`;
