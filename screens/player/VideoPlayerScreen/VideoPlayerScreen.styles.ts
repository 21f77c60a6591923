import styled from 'styled-components';
import { vars } from '#ds/tokens';

/** The copied code, rendered: the iframe keeps its own 16:9 width rules. */
export const StyledPreview = styled.div`
  max-width: 48rem;
  border: 1px dashed ${vars.color.border};
  border-radius: ${vars.radius.medium};
  padding: ${vars.space[2]};
`;

// Stays hand-written: the numbers need the list's own padding, which Stack as="ol" removes.
/** The install steps, numbered. */
export const StyledSteps = styled.ol`
  display: grid;
  gap: ${vars.space[2]};
  margin: 0;
  padding-inline-start: ${vars.space[5]};
  max-width: 70ch;
  line-height: ${vars.font.lineNormal};
`;
