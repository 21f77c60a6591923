import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { findOpenDialog } from '#ds/feedback/Dialog/storySupport';
import { inContentFrame, submitOnMount } from '#screens/shared/storySupport';
import type { CampusSaveError } from './CampusForm';
import { CampusesScreen } from './CampusesScreen';

const campuses = [
  {
    id: 1,
    name: 'Downtown campus',
    address: '1200 Main Street',
    address2: 'Suite 300',
    city: 'Springfield',
    state: 'IL',
    zipCode: '62701',
    country: 'US',
  },
  {
    id: 2,
    name: 'Westside campus',
    address: '48 Oak Avenue',
    city: 'Springfield',
    state: 'IL',
    zipCode: '62704',
    country: 'US',
  },
];

const pinnedCampuses = [
  { ...campuses[0]!, latitude: '39.7990', longitude: '-89.6440' },
  { ...campuses[1]!, latitude: '39.7817', longitude: '-89.7010' },
];

const meta = {
  title: 'Screens/Church/CampusesScreen',
  component: CampusesScreen,
  args: {
    status: 'ready',
    campuses,
    onCreate: fn(async (): Promise<CampusSaveError | void> => undefined),
    onUpdate: fn(async () => undefined),
    onDelete: fn(async () => undefined),
    onRetry: fn(),
    // No tile source: the stories draw no pictures from the network, the same in every run.
    tiles: { url: '', attribution: '' },
  },
  argTypes: { status: { control: 'inline-radio', options: ['loading', 'error', 'ready'] } },
  decorators: [inContentFrame],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof CampusesScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = { tags: ['visual'] };

export const FilledKorean: Story = { globals: { locale: 'ko' } };

export const FilledDark: Story = { globals: { theme: 'dark' } };

/** No location yet: the badge's words, and the form open. */
export const NoneYet: Story = { tags: ['visual'], args: { campuses: [] } };

export const NoneYetSpanish: Story = { args: { campuses: [] }, globals: { locale: 'es' } };

export const Loading: Story = { args: { status: 'loading' } };

export const LoadError: Story = { args: { status: 'error' } };

/** Sent empty: the spec's location prompts. */
export const MissingFields: Story = {
  args: { campuses: [] },
  decorators: [submitOnMount],
};

export const Adding: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Add a location' }));
    await userEvent.type(canvas.getByRole('textbox', { name: /Location name/ }), 'North campus');
    await userEvent.type(canvas.getByRole('textbox', { name: /^Address(?! line)/ }), '9 Elm Road');
    await userEvent.type(canvas.getByRole('textbox', { name: /City/ }), 'Springfield');
    await userEvent.type(canvas.getByRole('textbox', { name: /State/ }), 'IL');
    await userEvent.type(canvas.getByRole('textbox', { name: /Zip code/ }), '62702');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: /Country/ }), 'US');
    await userEvent.click(canvas.getByRole('button', { name: 'Save location' }));
    await expect(args.onCreate).toHaveBeenCalledWith(
      expect.objectContaining({ name: 'North campus', zipCode: '62702', country: 'US' }),
    );
    await waitFor(() =>
      expect(canvas.queryByRole('button', { name: 'Save location' })).not.toBeInTheDocument(),
    );
  },
};

export const Editing: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Edit Westside campus' }));
    const name = canvas.getByRole('textbox', { name: /Location name/ });
    await userEvent.clear(name);
    await userEvent.type(name, 'West campus');
    await userEvent.click(canvas.getByRole('button', { name: 'Save location' }));
    await expect(args.onUpdate).toHaveBeenCalledWith(
      2,
      expect.objectContaining({ name: 'West campus', address: '48 Oak Avenue' }),
    );
  },
};

export const Removing: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Remove Downtown campus' }));
    const dialog = await findOpenDialog(canvasElement);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await expect(args.onDelete).toHaveBeenCalledWith(1);
  },
};

/** The server refused a field: it says so, and what was typed stays. */
export const ServerRefused: Story = {
  args: {
    campuses: [],
    onCreate: fn(async () => ({ fieldErrors: { zipCode: 'locationForm.zipRequired' as const } })),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: /Location name/ }), 'North campus');
    await userEvent.type(canvas.getByRole('textbox', { name: /^Address(?! line)/ }), '9 Elm Road');
    await userEvent.type(canvas.getByRole('textbox', { name: /City/ }), 'Springfield');
    await userEvent.type(canvas.getByRole('textbox', { name: /State/ }), 'IL');
    await userEvent.type(canvas.getByRole('textbox', { name: /Zip code/ }), '   x');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: /Country/ }), 'KR');
    await userEvent.click(canvas.getByRole('button', { name: 'Save location' }));
    await waitFor(() =>
      expect(canvas.getByRole('textbox', { name: /Zip code/ })).toHaveAccessibleDescription(
        /Enter the zip code/,
      ),
    );
    await expect(canvas.getByRole('textbox', { name: /Location name/ })).toHaveValue(
      'North campus',
    );
  },
};

/** Pinned campuses: the map shows them; without tiles it lists them instead. */
export const Pinned: Story = { args: { campuses: pinnedCampuses } };

/** A pin placed by a click on the map fills both fields, and is saved with the campus. */
export const PlacingThePin: Story = {
  args: { campuses: [] },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const map = await canvas.findByRole('application', { name: /placing the location's pin/ });
    await waitFor(() => expect(map).toHaveAttribute('aria-busy', 'false'));
    // A click in the middle of the map (user-event clicks at 0, 0 unless told where).
    const box = map.getBoundingClientRect();
    await userEvent.pointer({
      keys: '[MouseLeft]',
      target: map,
      coords: { clientX: box.left + box.width / 2, clientY: box.top + box.height / 2 },
    });
    // The middle of the map, which opens on the whole world around 20° N, 0° E.
    await waitFor(() =>
      expect(canvas.getByRole('textbox', { name: 'Latitude' })).not.toHaveValue(''),
    );
    const latitude = Number(
      canvas.getByRole<HTMLInputElement>('textbox', { name: 'Latitude' }).value,
    );
    const longitude = Number(
      canvas.getByRole<HTMLInputElement>('textbox', { name: 'Longitude' }).value,
    );
    await expect(Math.abs(latitude - 20)).toBeLessThan(15);
    await expect(Math.abs(longitude)).toBeLessThan(15);
    await userEvent.click(canvas.getByRole('button', { name: 'Remove the pin' }));
    await expect(canvas.getByRole('textbox', { name: 'Latitude' })).toHaveValue('');
    // The map stays where the pin was: the centre button puts it back there.
    await userEvent.click(
      canvas.getByRole('button', { name: "Place the pin at the map's centre" }),
    );
    await waitFor(() =>
      expect(canvas.getByRole('textbox', { name: 'Latitude' })).toHaveValue(String(latitude)),
    );
    await userEvent.type(canvas.getByRole('textbox', { name: /Location name/ }), 'North campus');
    await userEvent.type(canvas.getByRole('textbox', { name: /^Address(?! line)/ }), '9 Elm Road');
    await userEvent.type(canvas.getByRole('textbox', { name: /City/ }), 'Springfield');
    await userEvent.type(canvas.getByRole('textbox', { name: /State/ }), 'IL');
    await userEvent.type(canvas.getByRole('textbox', { name: /Zip code/ }), '62702');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: /Country/ }), 'US');
    await userEvent.click(canvas.getByRole('button', { name: 'Save location' }));
    await expect(args.onCreate).toHaveBeenCalledWith(
      expect.objectContaining({ latitude: String(latitude), longitude: String(longitude) }),
    );
  },
};

/** Half a pin, or a number out of range: each field says what is wrong. */
export const PinProblems: Story = {
  args: { campuses: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Latitude' }), '95');
    await userEvent.click(canvas.getByRole('button', { name: 'Save location' }));
    await waitFor(() =>
      expect(canvas.getByRole('textbox', { name: 'Latitude' })).toHaveAccessibleDescription(
        /from -90 to 90/,
      ),
    );
    await userEvent.clear(canvas.getByRole('textbox', { name: 'Latitude' }));
    await userEvent.type(canvas.getByRole('textbox', { name: 'Latitude' }), '45');
    await userEvent.click(canvas.getByRole('button', { name: 'Save location' }));
    await waitFor(() =>
      expect(canvas.getByRole('textbox', { name: 'Longitude' })).toHaveAccessibleDescription(
        /or neither/,
      ),
    );
  },
};

/** With a geocoder configured: the address gives the pin. */
export const FindingThePin: Story = {
  args: {
    campuses: [],
    onFindPin: fn(async () => ({
      label: '9 Elm Road, Springfield',
      latitude: 39.8,
      longitude: -89.65,
    })),
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: /^Address(?! line)/ }), '9 Elm Road');
    await userEvent.click(canvas.getByRole('button', { name: 'Find the pin from the address' }));
    await expect(args.onFindPin).toHaveBeenCalledWith('9 Elm Road');
    await waitFor(() =>
      expect(canvas.getByRole('textbox', { name: 'Latitude' })).toHaveValue('39.8'),
    );
    await expect(canvas.getByText('Pin placed at 9 Elm Road, Springfield.')).toBeVisible();
  },
};
