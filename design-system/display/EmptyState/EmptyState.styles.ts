import styled from 'styled-components';
import { vars } from '#ds/tokens';

export const StyledEmptyState = styled.div`
  --empty-padding: ${vars.space[12]} ${vars.space[4]};
  --empty-icon-box: 56px;
  --empty-title-size: ${vars.font.sizeXl};

  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${vars.space[3]};
  padding: var(--empty-padding);
  text-align: center;

  &[data-size='small'] {
    --empty-padding: ${vars.space[6]} ${vars.space[4]};
    --empty-icon-box: 40px;
    --empty-title-size: ${vars.font.sizeMd};
    gap: ${vars.space[2]};
  }
  &[data-size='large'] {
    --empty-padding: ${vars.space[16]} ${vars.space[4]};
    --empty-icon-box: 72px;
    --empty-title-size: ${vars.font.size2xl};
  }
`;

export const StyledIcon = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: var(--empty-icon-box);
  height: var(--empty-icon-box);
  margin-bottom: ${vars.space[1]};
  border-radius: ${vars.radius.pill};
  background: ${vars.color.accentSubtle};
  color: ${vars.color.accentText};
`;

export const StyledTitle = styled.h2`
  margin: 0;
  font-size: var(--empty-title-size);
  font-weight: ${vars.font.weightSemibold};
  line-height: ${vars.font.lineTight};
  overflow-wrap: anywhere;
`;

export const StyledDescription = styled.p`
  max-width: 44ch;
  margin: 0;
  color: ${vars.color.textMuted};
  font-size: ${vars.font.sizeSm};
  line-height: ${vars.font.lineNormal};

  [data-size='large'] & {
    font-size: ${vars.font.sizeMd};
  }
`;

export const StyledAction = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${vars.space[2]};
  margin-top: ${vars.space[2]};
`;
