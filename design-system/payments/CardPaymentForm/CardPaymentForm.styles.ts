import styled from 'styled-components';
import { vars } from '#ds/tokens';

export const StyledForm = styled.form`
  display: grid;
  gap: ${vars.space[6]};
  max-width: 640px;
`;

export const StyledNameRow = styled.div`
  display: grid;
  gap: ${vars.space[5]};
  grid-template-columns: repeat(auto-fit, minmax(200px, 1fr));
  align-items: start;
`;

export const StyledCardRow = styled.div`
  display: grid;
`;

export const StyledExpiryRow = styled.div`
  display: grid;
  gap: ${vars.space[4]};
  grid-template-columns: repeat(auto-fit, minmax(128px, 1fr));
  align-items: start;
`;

export const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space[3]};
  align-items: center;
`;

/** The frame around one Stripe Element, drawn like our own inputs. */
export const StyledElementFrame = styled.div`
  padding: 10px ${vars.space[3]};
  border: 1px solid ${vars.color.borderStrong};
  border-radius: ${vars.radius.medium};
  background: ${vars.color.surface};

  &:focus-within {
    outline: 2px solid ${vars.color.focusRing};
    outline-offset: 1px;
  }
  &[data-invalid='true'] {
    border-color: ${vars.color.critical};
  }
`;

export const StyledElementLabel = styled.span`
  display: block;
  margin-bottom: ${vars.space[1]};
  font-weight: ${vars.font.weightMedium};
`;
