import styled from 'styled-components';
import { vars } from '#ds/tokens';

export const StyledPicker = styled.div`
  display: grid;
  gap: ${vars.space[4]};
  max-width: 520px;
`;

export const StyledStepper = styled.div`
  display: grid;
  grid-template-columns: auto minmax(4rem, 8rem) auto;
  gap: ${vars.space[2]};
  align-items: center;
  justify-content: start;

  input {
    text-align: center;
    font-variant-numeric: tabular-nums;
  }
`;

export const StyledAdvice = styled.p`
  margin: 0;
  padding: ${vars.space[3]} ${vars.space[4]};
  border-inline-start: 4px solid ${vars.color.accent};
  border-radius: ${vars.radius.small};
  background: ${vars.color.accentSubtle};
  color: ${vars.color.text};
  line-height: ${vars.font.lineNormal};
  word-break: keep-all;

  button {
    margin-top: ${vars.space[2]};
  }
`;

export const StyledQuote = styled.div`
  dl {
    display: grid;
    gap: ${vars.space[2]};
    margin: 0;
  }
`;

export const StyledQuoteRow = styled.div`
  display: flex;
  justify-content: space-between;
  gap: ${vars.space[4]};
  color: ${vars.color.textMuted};

  dd {
    margin: 0;
    color: ${vars.color.text};
    font-variant-numeric: tabular-nums;
    text-align: end;
  }
`;

export const StyledTotal = styled(StyledQuoteRow)`
  align-items: baseline;
  padding-top: ${vars.space[2]};
  border-top: 1px solid ${vars.color.border};
  color: ${vars.color.text};
  font-weight: ${vars.font.weightSemibold};
`;
