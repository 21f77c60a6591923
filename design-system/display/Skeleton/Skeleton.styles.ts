import styled, { css, keyframes } from 'styled-components';
import { vars } from '#ds/tokens';

const shimmer = keyframes`
  from { background-position: 100% 0; }
  to { background-position: -100% 0; }
`;

const shape = css`
  display: block;
  flex: none;
  background-color: ${vars.color.skeleton};
  background-image: linear-gradient(
    90deg,
    transparent 0%,
    color-mix(in srgb, ${vars.color.surface} 45%, transparent) 50%,
    transparent 100%
  );
  background-size: 200% 100%;
  background-repeat: no-repeat;
  animation: ${shimmer} 1.6s linear infinite;

  @media (prefers-reduced-motion: reduce) {
    animation: none;
    background-image: none;
  }
`;

export const StyledLines = styled.span`
  display: grid;
  gap: 0.6em;
  width: 100%;
  padding-block: 0.25em;
`;

export const StyledLine = styled.span`
  ${shape}
  height: 0.8em;
  border-radius: ${vars.radius.small};

  &:last-child:not(:first-child) {
    width: 62%;
  }
`;

export const StyledCircle = styled.span`
  ${shape}
  width: var(--skeleton-circle);
  height: var(--skeleton-circle);
  border-radius: ${vars.radius.pill};

  &[data-size='small'] {
    --skeleton-circle: 24px;
  }
  &[data-size='medium'] {
    --skeleton-circle: 40px;
  }
  &[data-size='large'] {
    --skeleton-circle: 64px;
  }
`;

export const StyledRectangle = styled.span<{ $width: string; $height: string }>`
  ${shape}
  width: ${({ $width }) => $width};
  max-width: 100%;
  height: ${({ $height }) => $height};
  border-radius: ${vars.radius.medium};
`;
