import styled from 'styled-components';
import { media, vars } from '#ds/tokens';

// Stays hand-written: it styles the search's native label and input.
export const StyledSearch = styled.form`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space[2]};
  align-items: end;

  label {
    display: grid;
    gap: ${vars.space[1]};
    flex: 1 1 240px;
    font-weight: ${vars.font.weightMedium};
  }

  input {
    min-height: 44px;
    padding: 0 ${vars.space[3]};
    border: 1px solid ${vars.color.borderStrong};
    border-radius: ${vars.radius.medium};
    font: inherit;
    background: ${vars.color.surface};
    color: ${vars.color.text};
  }
`;

// Stays hand-written: a card of its own (padding, border, surface).
export const StyledVideoCard = styled.li`
  display: grid;
  gap: ${vars.space[2]};
  align-content: start;
  padding: ${vars.space[4]};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.large};
  background: ${vars.color.surface};
`;

// Stays hand-written: it sizes the video inside it (16:9, rounded).
export const StyledWatch = styled.div`
  display: grid;
  gap: ${vars.space[6]};
  grid-template-columns: minmax(0, 2fr) minmax(0, 1fr);

  ${media.belowDesktop} {
    grid-template-columns: minmax(0, 1fr);
  }

  video {
    width: 100%;
    aspect-ratio: 16 / 9;
    border-radius: ${vars.radius.large};
    background: ${vars.color.text};
  }
`;

// Stays hand-written: it sizes the speaker's round picture inside it.
export const StyledSpeaker = styled.aside`
  display: grid;
  gap: ${vars.space[3]};
  align-content: start;

  img {
    width: 96px;
    height: 96px;
    border-radius: ${vars.radius.pill};
    object-fit: cover;
  }
`;
