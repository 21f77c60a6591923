import styled from 'styled-components';
import { vars } from '#ds/tokens';

export const StyledTable = styled.div`
  display: grid;
  gap: ${vars.space[6]};
`;

export const StyledBandPicker = styled.div`
  display: grid;
  gap: ${vars.space[2]};
  max-width: 420px;

  label {
    font-weight: ${vars.font.weightMedium};
  }
`;

export const StyledSelect = styled.select`
  min-height: 40px;
  padding: 0 ${vars.space[3]};
  border: 1px solid ${vars.color.borderStrong};
  border-radius: ${vars.radius.medium};
  background: ${vars.color.surface};
  color: ${vars.color.text};
  font: inherit;

  &:focus-visible {
    outline: 2px solid ${vars.color.focusRing};
    outline-offset: 1px;
  }
`;

export const StyledPlans = styled.div`
  display: grid;
  gap: ${vars.space[4]};
  grid-template-columns: repeat(auto-fit, minmax(240px, 1fr));
`;

export const StyledPlan = styled.section`
  display: grid;
  gap: ${vars.space[3]};
  align-content: start;
  padding: ${vars.space[5]};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.large};
  background: ${vars.color.surface};

  &[data-chosen='true'] {
    border-color: ${vars.color.accent};
    box-shadow: 0 0 0 1px ${vars.color.accent};
  }

  h2,
  h3 {
    display: flex;
    flex-wrap: wrap;
    gap: ${vars.space[2]};
    align-items: center;
    margin: 0;
    font-size: ${vars.font.sizeLg};
  }
`;

export const StyledPrice = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space[1]};
  align-items: baseline;
  margin: 0;
  color: ${vars.color.textMuted};
`;

export const StyledPlanNote = styled.p`
  margin: 0;
  color: ${vars.color.textMuted};
  font-size: ${vars.font.sizeSm};
`;

export const StyledGuarantee = styled.section`
  padding: ${vars.space[4]} ${vars.space[5]};
  border-radius: ${vars.radius.large};
  background: ${vars.color.surfaceSunken};

  h2,
  h3 {
    margin: 0 0 ${vars.space[2]};
    font-size: ${vars.font.sizeMd};
  }
  ol {
    display: grid;
    gap: ${vars.space[2]};
    margin: 0;
    padding-inline-start: ${vars.space[6]};
  }
`;
