import styled from 'styled-components';
import { vars } from '#ds/tokens';

export const StyledNoteForm = styled.form`
  display: grid;
  gap: ${vars.space[3]};

  & > div:last-child {
    display: flex;
    flex-wrap: wrap;
    gap: ${vars.space[3]};
  }
`;
