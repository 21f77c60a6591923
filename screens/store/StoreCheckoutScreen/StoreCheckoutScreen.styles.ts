import styled from 'styled-components';
import { vars } from '#ds/tokens';

// Stays hand-written: styles variants or child elements.
export const StyledCheckout = styled.div`
  display: grid;
  gap: ${vars.space[4]};

  form {
    display: grid;
    gap: ${vars.space[4]};
    margin-bottom: ${vars.space[4]};
  }
`;

// Stays hand-written: styles variants or child elements.
export const StyledProduct = styled.div`
  display: grid;
  gap: ${vars.space[4]};
  grid-template-columns: minmax(0, 1fr);

  @media (min-width: 600px) {
    grid-template-columns: 200px minmax(0, 1fr);
  }
  h2 {
    margin: 0 0 ${vars.space[2]};
    font-size: ${vars.font.sizeLg};
    word-break: keep-all;
  }
  p {
    margin: 0 0 ${vars.space[2]};
    color: ${vars.color.textMuted};
  }
`;

export const StyledProductImage = styled.img`
  display: block;
  width: 100%;
  height: auto;
  aspect-ratio: 4 / 3;
  object-fit: cover;
  border-radius: ${vars.radius.medium};
`;

// Stays hand-written: sizes of its own.
export const StyledCoupon = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${vars.space[2]};

  > :first-child {
    flex: 1 1 12rem;
  }
`;
