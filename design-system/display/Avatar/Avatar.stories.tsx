import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { vars } from '#ds/tokens';
import { CatalogGrid } from '#ds/storySupport';
import { Avatar } from './Avatar';
import portrait from './fixtures/portrait.svg';

/** An image that fails to decode, without a network request. */
const brokenImage = 'data:image/png;base64,AAAA';

const names = [
  'Grace Kim',
  'José Martínez',
  'Élodie Laurent',
  '김민준',
  'Iglesia Bautista Central',
  'Sam',
];

const meta = {
  title: 'Design System/Display/Avatar',
  component: Avatar,
  args: { name: 'Grace Kim', size: 'medium' },
  argTypes: {
    size: { control: 'inline-radio', options: ['small', 'medium', 'large'] },
    src: { control: 'text' },
  },
} satisfies Meta<typeof Avatar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const WithImage: Story = { args: { src: portrait } };

/** The photo failed to load: the initials take its place. */
export const BrokenImage: Story = { args: { src: brokenImage } };

export const KoreanName: Story = { args: { name: '김민준' } };

export const Small: Story = { args: { size: 'small' } };

export const Large: Story = { args: { size: 'large', src: portrait } };

/** Beside the written name the avatar is decorative, so the name is read once. */
export const DecorativeBesideName: Story = {
  args: { decorative: true },
  render: (args) => (
    <span
      style={{ display: 'inline-flex', alignItems: 'center', gap: 8, fontSize: vars.font.sizeSm }}
    >
      <Avatar {...args} />
      {args.name}
    </span>
  ),
};

export const Catalog: Story = {
  render: () => (
    <CatalogGrid>
      {(['small', 'medium', 'large'] as const).map((size) => (
        <CatalogGrid.Row key={size}>
          <Avatar name="Grace Kim" src={portrait} size={size} />
          {names.map((name) => (
            <Avatar key={name} name={name} size={size} />
          ))}
          <Avatar name="" size={size} />
        </CatalogGrid.Row>
      ))}
    </CatalogGrid>
  ),
};

export const FallsBackToInitials: Story = {
  args: { src: brokenImage, name: 'José Martínez' },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector('img')).toBeNull());
    const avatar = within(canvasElement).getByRole('img', { name: 'José Martínez' });
    await expect(avatar).toHaveTextContent('JM');
  },
};
