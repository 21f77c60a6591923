import styled from 'styled-components';
import { vars } from '#ds/tokens';

export const StyledMapRegion = styled.div`
  display: grid;
  gap: ${vars.space[2]};
`;

export const StyledCanvas = styled.div<{ $height: number }>`
  position: relative;
  z-index: 0; /* Leaflet's panes stack up to 1000: keep them under the app's overlays. */
  height: ${({ $height }) => $height}px;
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.medium};
  overflow: hidden;
  background: ${vars.color.surfaceSunken};

  &:focus-visible {
    outline: 2px solid ${vars.color.focusRing};
    outline-offset: 2px;
  }

  /* The canvas is Leaflet's container: '&' makes this rule outweigh Leaflet's own grey. */
  &.leaflet-container {
    font: inherit;
    background: ${vars.color.surfaceSunken};
  }

  /* Leaflet draws + and − in 'Lucida Console', Monaco or the machine's monospace: the shipped one. */
  .leaflet-control-zoom a {
    font-family: ${vars.font.familyMono};
  }

  .location-map-point {
    stroke: ${vars.color.accentHover};
    fill: ${vars.color.accent};
  }

  .location-map-pin {
    stroke: ${vars.color.surface};
    fill: ${vars.color.critical};
  }
`;

export const StyledPointList = styled.ul`
  display: grid;
  gap: ${vars.space[1]};
  margin: 0;
  padding: 0;
  list-style: none;
  color: ${vars.color.text};
  font-size: ${vars.font.sizeSm};
`;
