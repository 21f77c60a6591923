import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { inContentFrame, submitOnMount } from '../../shared/storySupport';
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
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog');
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
