import styled from 'styled-components';
import { media, vars } from '#ds/tokens';

// Every part stays hand-written: the error pages (404, 500, a page that failed to load) fetch as
// few files as they can, when fetching may be what failed; the primitives would be one more.

export const StyledSystemMessage = styled.section`
  --system-accent: ${vars.color.accentText};
  --system-accent-bg: ${vars.color.accentSubtle};

  display: grid;
  justify-items: center;
  gap: ${vars.space[4]};
  text-align: center;

  &[data-tone='critical'] {
    --system-accent: ${vars.color.criticalText};
    --system-accent-bg: ${vars.color.criticalSubtle};
  }
  &[data-tone='info'] {
    --system-accent: ${vars.color.infoText};
    --system-accent-bg: ${vars.color.infoSubtle};
  }

  /* Inside the app shell: a panel in the page area rather than the public page's card. */
  &[data-layout='embedded'] {
    max-width: 560px;
    margin: ${vars.space[12]} auto;
    padding: ${vars.space[8]};
    border: 1px solid ${vars.color.border};
    border-radius: ${vars.radius.large};
    background: ${vars.color.surface};

    ${media.mobile} {
      margin: ${vars.space[4]} auto;
      padding: ${vars.space[6]} ${vars.space[4]};
    }
  }
`;

export const StyledMark = styled.div`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${vars.space[2]};
  min-width: 64px;
  height: 64px;
  padding: 0 ${vars.space[4]};
  border-radius: ${vars.radius.pill};
  background: var(--system-accent-bg);
  color: var(--system-accent);
  font-size: ${vars.font.sizeXl};
  font-weight: ${vars.font.weightBold};
  letter-spacing: 0.04em;
  font-variant-numeric: tabular-nums;
`;

export const StyledTitle = styled.h1`
  margin: 0;
  font-size: ${vars.font.size2xl};
  font-weight: ${vars.font.weightBold};
  line-height: ${vars.font.lineTight};

  &:focus {
    outline: none;
  }
`;

export const StyledDescription = styled.div`
  display: grid;
  gap: ${vars.space[2]};
  max-width: 46ch;
  color: ${vars.color.textMuted};
  font-size: ${vars.font.sizeMd};

  p {
    margin: 0;
  }
`;

export const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${vars.space[3]};
  margin-top: ${vars.space[2]};

  ${media.mobile} {
    flex-direction: column;
    justify-self: stretch;

    & > * {
      width: 100%;
    }
  }
`;
