import styled from 'styled-components';
import { vars } from '#ds/tokens';

// Stays hand-written: padding, border or background of a panel, styles variants or child elements.
export const StyledPayments = styled.ul`
  display: grid;
  margin: 0;
  padding: 0;
  list-style: none;

  li {
    display: grid;
    grid-template-columns: 10rem 1fr auto auto;
    gap: ${vars.space[3]};
    align-items: center;
    padding: ${vars.space[3]} 0;
    border-bottom: 1px solid ${vars.color.border};
  }
  /* An admin's view: a payment that can be refunded has its button last. */
  li:has(> button) {
    grid-template-columns: 10rem 1fr auto auto auto;
  }
  @media (max-width: 767px) {
    li,
    li:has(> button) {
      grid-template-columns: 1fr auto;
    }
  }
`;
