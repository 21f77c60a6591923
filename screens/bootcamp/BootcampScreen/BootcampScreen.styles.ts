import styled from 'styled-components';
import { vars } from '#ds/tokens';

/** A lesson's rich text, as the server sanitized it. */
export const StyledBody = styled.div`
  max-width: 70ch;
  line-height: ${vars.font.lineNormal};

  & > :first-child {
    margin-top: 0;
  }
  & > :last-child {
    margin-bottom: 0;
  }
`;

/** The video at most as wide as a reading column. */
export const StyledMedia = styled.div`
  max-width: 48rem;
`;
