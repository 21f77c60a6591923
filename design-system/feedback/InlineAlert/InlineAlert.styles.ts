import styled from 'styled-components';
import { media, vars } from '#ds/tokens';

/**
 * Tone arrives as `data-tone` and sets `--alert-*`: a subtle tinted surface, a border and an
 * icon in the tone's text colour. Body text stays `text`, which passes AA on every tint.
 */
export const StyledAlert = styled.div`
  --alert-bg: ${vars.color.infoSubtle};
  --alert-accent: ${vars.color.infoText};

  display: grid;
  grid-template-columns: auto 1fr auto auto;
  grid-template-areas: 'icon content actions dismiss';
  align-items: start;
  /* Gaps are margins on the parts, so absent parts leave no gap behind. */
  padding: ${vars.space[3]} ${vars.space[4]};
  border: 1px solid color-mix(in srgb, var(--alert-accent) 45%, transparent);
  border-radius: ${vars.radius.medium};
  background: var(--alert-bg);
  color: ${vars.color.text};
  font-size: ${vars.font.sizeSm};
  line-height: ${vars.font.lineNormal};

  &[data-tone='success'] {
    --alert-bg: ${vars.color.successSubtle};
    --alert-accent: ${vars.color.successText};
  }
  &[data-tone='warning'] {
    --alert-bg: ${vars.color.warningSubtle};
    --alert-accent: ${vars.color.warningText};
  }
  &[data-tone='critical'] {
    --alert-bg: ${vars.color.criticalSubtle};
    --alert-accent: ${vars.color.criticalText};
  }

  /* On phones the actions go under the text, lined up with it. */
  ${media.mobile} {
    grid-template-columns: auto 1fr auto;
    grid-template-areas:
      'icon content dismiss'
      '. actions actions';
  }
`;

export const StyledIcon = styled.span`
  grid-area: icon;
  display: flex;
  align-items: center;
  /* One line of text high, so the icon sits on the first line. */
  height: calc(${vars.font.sizeSm} * ${vars.font.lineNormal});
  margin-inline-end: ${vars.space[3]};
  color: var(--alert-accent);
`;

export const StyledContent = styled.div`
  grid-area: content;
  display: grid;
  gap: ${vars.space[1]};
  min-width: 0;
  overflow-wrap: anywhere;
`;

export const StyledTitle = styled.p`
  margin: 0;
  font-weight: ${vars.font.weightSemibold};
`;

export const StyledDescription = styled.div`
  margin: 0;

  & > p {
    margin: 0;
  }
`;

export const StyledActions = styled.div`
  grid-area: actions;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${vars.space[2]};
  margin-inline-start: ${vars.space[4]};
  /* Buttons are taller than a line of text: pull them up to centre on the first line. */
  margin-block: calc(
    (${vars.font.sizeSm} * ${vars.font.lineNormal} - ${vars.size.controlSmall}) / 2
  );

  ${media.mobile} {
    margin-block: ${vars.space[3]} 0;
    margin-inline-start: 0;
  }
`;

export const StyledDismiss = styled.div`
  grid-area: dismiss;
  display: flex;
  justify-content: flex-end;
  margin-inline-start: ${vars.space[2]};
  margin-block: calc(
    (${vars.font.sizeSm} * ${vars.font.lineNormal} - ${vars.size.controlSmall}) / 2
  );
  margin-inline-end: -${vars.space[2]};
`;
