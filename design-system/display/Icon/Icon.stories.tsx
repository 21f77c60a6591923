import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { useT } from '#ds/i18n';
import { vars } from '#ds/tokens';
import { Icon, type IconProps } from './Icon';
import { iconNames } from './icons';

function LabelledWarning(props: Omit<IconProps, 'label'>) {
  return <Icon {...props} label={useT()('icon.label.warning')} />;
}

const meta = {
  title: 'Design System/Display/Icon',
  component: Icon,
  args: { name: 'warning', size: 'medium' },
  argTypes: {
    name: { control: 'select', options: iconNames },
    size: { control: 'inline-radio', options: ['small', 'medium', 'large'] },
    label: { control: 'text' },
  },
} satisfies Meta<typeof Icon>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Small: Story = { args: { size: 'small' } };

export const Large: Story = { args: { size: 'large' } };

/** A meaningful icon with no text beside it gets a label and is announced as an image. */
export const Labelled: Story = {
  render: (args) => <LabelledWarning {...args} />,
};

/** Icons take the colour of the text around them. */
export const InheritsColour: Story = {
  render: (args) => (
    <span style={{ display: 'inline-flex', gap: 12, color: vars.color.criticalText }}>
      <Icon {...args} name="error" />
      <Icon {...args} name="trash" />
    </span>
  ),
};

/** Every icon at every size; the names are the values of the `name` prop. */
export const Catalog: Story = {
  render: () => (
    <ul
      style={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fill, minmax(132px, 1fr))',
        gap: 8,
        margin: 0,
        padding: 0,
        listStyle: 'none',
      }}
    >
      {iconNames.map((name) => (
        <li
          key={name}
          style={{
            display: 'grid',
            justifyItems: 'center',
            gap: 8,
            padding: 12,
            border: `1px solid ${vars.color.border}`,
            borderRadius: vars.radius.medium,
          }}
        >
          <span style={{ display: 'flex', alignItems: 'center', gap: 12 }}>
            <Icon name={name} size="small" />
            <Icon name={name} size="medium" />
            <Icon name={name} size="large" />
          </span>
          <code style={{ fontSize: vars.font.sizeXs, color: vars.color.textMuted }}>{name}</code>
        </li>
      ))}
    </ul>
  ),
};

export const DecorativeIsHidden: Story = {
  play: async ({ canvasElement }) => {
    const svg = canvasElement.querySelector('svg');
    await expect(svg).toHaveAttribute('aria-hidden', 'true');
    await expect(svg).toHaveAttribute('focusable', 'false');
    await expect(within(canvasElement).queryByRole('img')).toBeNull();
  },
};

export const LabelledIsAnImage: Story = {
  ...Labelled,
  play: async ({ canvasElement }) => {
    const image = within(canvasElement).getByRole('img');
    await expect(image).toHaveAccessibleName(/.+/);
    await expect(image).not.toHaveAttribute('aria-hidden');
  },
};
