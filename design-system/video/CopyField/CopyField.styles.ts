import styled from 'styled-components';
import { vars } from '#ds/tokens';

export const StyledCopyField = styled.div`
  --copy-field-height: ${vars.size.controlMedium};
  --copy-field-font-size: ${vars.font.sizeSm};

  display: flex;
  flex-direction: column;
  align-items: stretch;
  gap: ${vars.space[1]};
  min-width: 0;

  &[data-size='small'] {
    --copy-field-height: ${vars.size.controlSmall};
    --copy-field-font-size: ${vars.font.sizeXs};
  }
  &[data-size='large'] {
    --copy-field-height: ${vars.size.controlLarge};
    --copy-field-font-size: ${vars.font.sizeMd};
  }
`;

export const StyledLabel = styled.label`
  color: ${vars.color.text};
  font-size: ${vars.font.sizeSm};
  font-weight: ${vars.font.weightSemibold};
  line-height: ${vars.font.lineTight};
`;

export const StyledHint = styled.p`
  margin: 0;
  color: ${vars.color.textMuted};
  font-size: ${vars.font.sizeXs};
  line-height: ${vars.font.lineNormal};
`;

export const StyledRow = styled.div`
  display: flex;
  gap: ${vars.space[2]};
  align-items: stretch;
  min-width: 0;

  & > button {
    flex: none;
    min-height: var(--copy-field-height);
  }
`;

export const StyledInput = styled.input`
  flex: 1 1 0;
  /* A percentage width lets the field shrink below its default size on narrow screens. */
  width: 100%;
  min-width: 0;
  min-height: var(--copy-field-height);
  padding: 0 ${vars.space[3]};
  border: 1px solid ${vars.color.borderStrong};
  border-radius: ${vars.radius.medium};
  background: ${vars.color.surfaceSunken};
  color: ${vars.color.text};
  font-size: var(--copy-field-font-size);
  text-overflow: ellipsis;

  &:focus-visible {
    outline: 2px solid ${vars.color.focusRing};
    outline-offset: 1px;
  }

  &[aria-invalid='true'] {
    border-color: ${vars.color.criticalText};
  }
`;

/** Always in the page so screen readers hear what appears in it; takes no room while empty. */
export const StyledMessage = styled.div`
  &:empty {
    margin-block-start: calc(-1 * ${vars.space[1]});
  }
`;

export const StyledError = styled.p`
  display: flex;
  gap: ${vars.space[2]};
  align-items: flex-start;
  margin: 0;
  color: ${vars.color.criticalText};
  font-size: ${vars.font.sizeSm};
  line-height: ${vars.font.lineNormal};

  & > svg {
    margin-block-start: 2px;
  }
`;
