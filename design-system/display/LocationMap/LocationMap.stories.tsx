import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { LocationMap, type MapCoordinates } from './LocationMap';

/**
 * One plain tile for every square: a map ground drawn without the network, the same each run.
 * Its colours belong to the picture (as a real tile's would), not to the interface.
 */
/* eslint-disable no-restricted-syntax */
const PLAIN_TILES = {
  url:
    'data:image/svg+xml;utf8,' +
    encodeURIComponent(
      '<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256">' +
        '<rect width="256" height="256" fill="#e8efe4"/>' +
        '<path d="M0 128H256M128 0V256" stroke="#c9d6c1" stroke-width="2"/></svg>',
    ),
  attribution: 'Sample tiles',
};
/* eslint-enable no-restricted-syntax */

const points = [
  { id: 1, label: 'Downtown campus', latitude: 39.799, longitude: -89.644 },
  { id: 2, label: 'Westside campus', latitude: 39.7817, longitude: -89.701 },
];

const meta = {
  title: 'Design System/Display/LocationMap',
  component: LocationMap,
  args: { label: 'Map of your campuses', tiles: PLAIN_TILES, points },
} satisfies Meta<typeof LocationMap>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Points: Story = {};

/** No tiles could load: the points become a list, with a note saying why. */
export const PointsWithoutTiles: Story = { args: { tiles: { url: '', attribution: '' } } };

function PinPicker(props: {
  tiles: typeof PLAIN_TILES;
  onPinChange: (pin: MapCoordinates) => void;
}) {
  const [pin, setPin] = useState<MapCoordinates | null>({ latitude: 39.79, longitude: -89.65 });
  return (
    <LocationMap
      label="Map for placing the location's pin"
      tiles={props.tiles}
      pin={pin}
      onPinChange={(next) => {
        setPin(next);
        props.onPinChange(next);
      }}
    />
  );
}

export const Pin: Story = {
  args: { points: [], onPinChange: fn() },
  render: (args) => (
    <PinPicker tiles={args.tiles as typeof PLAIN_TILES} onPinChange={args.onPinChange!} />
  ),
};

/** Without tiles the pin map stays: a click still places the pin. */
export const PinWithoutTiles: Story = {
  ...Pin,
  args: { ...Pin.args, tiles: { url: '', attribution: '' } },
};

export const PlacingThePin: Story = {
  ...Pin,
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const map = canvas.getByRole('application');
    await waitFor(() => expect(map).toHaveAttribute('aria-busy', 'false'));
    await userEvent.click(
      canvas.getByRole('button', { name: "Place the pin at the map's centre" }),
    );
    // The view's centre, which may sit a fraction of a pixel off the pin it framed (well under
    // a metre here): compared to the metre, not to the last digit.
    const [centred] = (args.onPinChange as ReturnType<typeof fn>).mock.calls[0] as [MapCoordinates];
    await expect(Math.abs(centred.latitude - 39.79)).toBeLessThan(0.0001);
    await expect(Math.abs(centred.longitude + 89.65)).toBeLessThan(0.0001);
    // A click a little left of the middle: west of the pin (user-event clicks at 0, 0 unless told).
    const box = map.getBoundingClientRect();
    await userEvent.pointer({
      keys: '[MouseLeft]',
      target: map,
      coords: { clientX: box.left + box.width / 2 - 40, clientY: box.top + box.height / 2 },
    });
    await waitFor(() => expect(args.onPinChange).toHaveBeenCalledTimes(2));
    const [placed] = (args.onPinChange as ReturnType<typeof fn>).mock.calls[1] as [MapCoordinates];
    await expect(placed.longitude).toBeLessThan(-89.65);
    await expect(Math.abs(placed.latitude - 39.79)).toBeLessThan(0.01);
  },
};
