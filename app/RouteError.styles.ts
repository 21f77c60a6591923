import styled from 'styled-components';
import { vars } from '#ds/tokens';

/** Centers the loading mark in the page area while a route's chunk arrives. */
export const StyledRouteLoading = styled.div`
  display: grid;
  place-items: center;
  min-block-size: 40vh;
  padding: ${vars.space[8]};
`;

export const StyledRouteError = styled.div`
  max-inline-size: 40rem;
  margin-inline: auto;
  padding: ${vars.space[6]} ${vars.space[4]};
`;
