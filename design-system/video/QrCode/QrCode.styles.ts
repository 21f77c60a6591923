import styled from 'styled-components';
import { vars } from '#ds/tokens';

export const StyledQrCode = styled.figure`
  --qr-size: 192px;

  display: inline-flex;
  flex-direction: column;
  align-items: center;
  gap: ${vars.space[3]};
  max-width: 100%;
  margin: 0;
  text-align: center;

  &[data-size='small'] {
    --qr-size: 128px;
  }
  &[data-size='large'] {
    --qr-size: 256px;
  }
`;

/**
 * The code always sits on light paper with a quiet zone, whatever the theme: scanners need
 * dark modules on a light ground. `$paper` is the light surface token's value.
 */
export const StyledPaper = styled.div<{ $paper: string }>`
  display: flex;
  padding: calc(var(--qr-size) * 0.125);
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.medium};
  background: ${({ $paper }) => $paper};

  & > svg {
    display: block;
    width: var(--qr-size);
    max-width: 100%;
    height: auto;
  }
`;

export const StyledCaption = styled.figcaption`
  display: grid;
  gap: ${vars.space[1]};
  max-width: min(100%, calc(var(--qr-size) * 1.6));
`;

export const StyledTitle = styled.span`
  color: ${vars.color.text};
  font-size: ${vars.font.sizeMd};
  font-weight: ${vars.font.weightSemibold};
  line-height: ${vars.font.lineTight};
`;

export const StyledUrl = styled.span`
  color: ${vars.color.textMuted};
  font-size: ${vars.font.sizeSm};
  line-height: ${vars.font.lineNormal};
  overflow-wrap: anywhere;
`;

export const StyledActions = styled.div`
  display: grid;
  justify-items: center;
  gap: ${vars.space[1]};
`;

export const StyledHint = styled.span`
  color: ${vars.color.textMuted};
  font-size: ${vars.font.sizeXs};
  line-height: ${vars.font.lineNormal};
`;
