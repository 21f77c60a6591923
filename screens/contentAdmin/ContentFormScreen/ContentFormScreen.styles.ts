import styled from 'styled-components';
import { vars } from '#ds/tokens';

export {
  StyledFieldset,
  StyledForm,
} from '#screens/admin/ResourceFormScreen/ResourceFormScreen.styles';

// Stays hand-written: styles child elements (its heading).
export const StyledSection = styled.section`
  display: grid;
  gap: ${vars.space[5]};
  min-width: 0;

  > h2 {
    margin: 0;
    font-size: ${vars.font.sizeLg};
  }
`;
