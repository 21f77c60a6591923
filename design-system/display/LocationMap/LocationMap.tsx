import type * as LeafletModule from 'leaflet';
import type { CircleMarker, Map as LeafletMap, TileLayer } from 'leaflet';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { Button } from '#ds/actions/Button';
import { InlineAlert } from '#ds/feedback/InlineAlert';
import { useT } from '#ds/i18n';
import { StyledCanvas, StyledMapRegion, StyledPointList } from './LocationMap.styles';

export type MapCoordinates = { latitude: number; longitude: number };
export type MapPoint = MapCoordinates & { id: string | number; label: string };
export type MapTiles = { url: string; attribution: string };

export type LocationMapProps = {
  /** The map's accessible name, e.g. 'Map of your campuses'. */
  label: string;
  /** Where the pictures come from; an empty url means there are none (the list shows). */
  tiles: MapTiles;
  points?: readonly MapPoint[];
  /** Pin mode: the pin to show, and what a click or the centre button sets. */
  pin?: MapCoordinates | null;
  onPinChange?: (pin: MapCoordinates) => void;
  height?: number;
};

/** Where an empty pin map opens: the whole world, until a pin or point gives it a place. */
const WORLD: MapCoordinates = { latitude: 20, longitude: 0 };
const ROUND = 1e6; // about 10 cm: more digits would only be noise

const rounded = (value: number) => Math.round(value * ROUND) / ROUND;

type Leaflet = typeof LeafletModule;

/**
 * A map of places (Leaflet, loaded on first use with its stylesheet). Points are drawn as circles,
 * so no marker images are needed. In pin mode a click places the pin, and a button places it at
 * the map's centre for keyboard users. Without tiles (none set, or none could load) it says so:
 * a points map shows its points as a list instead; a pin map stays clickable on a blank ground.
 */
export function LocationMap({
  label,
  tiles,
  points = [],
  pin,
  onPinChange,
  height = 280,
}: LocationMapProps) {
  const t = useT();
  const canvasRef = useRef<HTMLDivElement>(null);
  const mapRef = useRef<LeafletMap | null>(null);
  const leafletRef = useRef<Leaflet | null>(null);
  const layersRef = useRef<CircleMarker[]>([]);
  // The map's click handler is set up once; it calls the latest onPinChange through this ref.
  const pinChangeRef = useRef(onPinChange);
  useLayoutEffect(() => {
    pinChangeRef.current = onPinChange;
  });
  const [ready, setReady] = useState(false);
  /** Until the first tiles have settled (loaded or failed), the picture is not final. */
  const [drawn, setDrawn] = useState(false);
  /** The places are drawn and framed, and a frame has been painted since. */
  const [framed, setFramed] = useState(false);
  const [tilesFailed, setTilesFailed] = useState(tiles.url === '');
  const pinMode = onPinChange !== undefined;
  const showList = tilesFailed && !pinMode;

  // Create the map once per tile source; Leaflet owns the canvas element from then on.
  useEffect(() => {
    if (showList) return;
    let cancelled = false;
    let tileLayer: TileLayer | undefined;
    let resizeObserver: ResizeObserver | undefined;
    void Promise.all([import('leaflet'), import('leaflet/dist/leaflet.css')]).then(([module]) => {
      const L = (module as { default?: Leaflet }).default ?? (module as Leaflet);
      if (cancelled || !canvasRef.current) return;
      leafletRef.current = L;
      const map = L.map(canvasRef.current, { keyboard: true, attributionControl: true });
      map.setView([WORLD.latitude, WORLD.longitude], 1);
      if (tiles.url !== '') {
        let loaded = 0;
        tileLayer = L.tileLayer(tiles.url, { attribution: tiles.attribution, maxZoom: 19 })
          .on('tileload', () => (loaded += 1))
          // 'load' comes when every visible tile has settled, failed ones included.
          .on('load', () => {
            if (cancelled) return;
            if (loaded === 0) setTilesFailed(true);
            setDrawn(true);
          })
          .addTo(map);
      }
      map.on('click', (event) => {
        // A world map repeats sideways: bring the longitude back into -180…180.
        const place = event.latlng.wrap();
        pinChangeRef.current?.({ latitude: rounded(place.lat), longitude: rounded(place.lng) });
      });
      // Leaflet measures its box once: measure again whenever the layout changes it.
      resizeObserver = new ResizeObserver(() => map.invalidateSize({ animate: false }));
      resizeObserver.observe(canvasRef.current);
      mapRef.current = map;
      setReady(true);
      if (tiles.url === '') setDrawn(true);
    });
    return () => {
      cancelled = true;
      resizeObserver?.disconnect();
      tileLayer?.off();
      mapRef.current?.remove();
      mapRef.current = null;
      setReady(false);
      setDrawn(false);
    };
  }, [tiles.url, tiles.attribution, showList]);

  // Draw the points and the pin, and frame them.
  useEffect(() => {
    const map = mapRef.current;
    const L = leafletRef.current;
    if (!ready || !map || !L) return;
    for (const layer of layersRef.current) layer.remove();
    // Colours come from the stylesheet (the class names), which reads the theme's tokens.
    const style = { radius: 8, weight: 2, fillOpacity: 0.9, className: 'location-map-point' };
    layersRef.current = points.map((point) =>
      L.circleMarker([point.latitude, point.longitude], style).bindTooltip(point.label).addTo(map),
    );
    if (pin) {
      layersRef.current.push(
        L.circleMarker([pin.latitude, pin.longitude], {
          ...style,
          radius: 10,
          className: 'location-map-pin',
        }).addTo(map),
      );
    }
    const places = [...points, ...(pin ? [pin] : [])];
    // Framing jumps (no animation): a picture taken mid-pan would differ from run to run.
    if (places.length === 1) {
      map.setView([places[0]!.latitude, places[0]!.longitude], 14, { animate: false });
    } else if (places.length > 1) {
      map.fitBounds(L.latLngBounds(places.map((place) => [place.latitude, place.longitude])), {
        padding: [24, 24],
        maxZoom: 14,
        animate: false,
      });
    }
    const frame = requestAnimationFrame(() => setFramed(true));
    return () => cancelAnimationFrame(frame);
  }, [ready, points, pin]);

  const placeAtCentre = () => {
    const centre = mapRef.current?.getCenter().wrap();
    if (centre) {
      onPinChange?.({ latitude: rounded(centre.lat), longitude: rounded(centre.lng) });
    }
  };

  return (
    <StyledMapRegion role="group" aria-label={label}>
      {tilesFailed && (
        <InlineAlert
          tone="info"
          description={t(pinMode ? 'locationMap.noTilesPin' : 'locationMap.noTilesList')}
        />
      )}
      {showList ? (
        <StyledPointList aria-label={label}>
          {points.map((point) => (
            <li key={point.id}>
              {point.label} ({point.latitude.toFixed(4)}, {point.longitude.toFixed(4)})
            </li>
          ))}
        </StyledPointList>
      ) : (
        <StyledCanvas
          ref={canvasRef}
          $height={height}
          role="application"
          aria-label={label}
          aria-busy={!ready}
          // Tells the visual references to wait until Leaflet has drawn (.storybook).
          data-settling={drawn && framed ? undefined : ''}
          data-testid="location-map"
        />
      )}
      {pinMode && !showList && (
        <div>
          <Button
            type="button"
            variant="secondary"
            size="small"
            onClick={placeAtCentre}
            disabled={!ready}
          >
            {t('locationMap.pinAtCentre')}
          </Button>
        </div>
      )}
    </StyledMapRegion>
  );
}
