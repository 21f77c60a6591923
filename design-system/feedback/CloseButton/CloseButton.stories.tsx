import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { vars } from '#ds/tokens';
import { CatalogGrid } from '#ds/storySupport';
import { CloseButton } from './CloseButton';

const meta = {
  title: 'Design System/Feedback/CloseButton',
  component: CloseButton,
  args: { onClick: fn() },
  argTypes: {
    size: { control: 'inline-radio', options: ['small', 'medium', 'large'] },
  },
} satisfies Meta<typeof CloseButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Medium: Story = { args: { size: 'medium' } };

export const Large: Story = { args: { size: 'large' } };

export const Disabled: Story = { args: { disabled: true } };

const surfaces = [
  { background: vars.color.surface, color: vars.color.textMuted },
  { background: vars.color.criticalSubtle, color: vars.color.text },
  { background: vars.color.accent, color: vars.color.textOnAccent },
];

/** Each size on the surfaces it sits on: it takes their text colour. */
export const Catalog: Story = {
  render: (args) => (
    <CatalogGrid gap={3}>
      {surfaces.map((surface) => (
        <div
          key={surface.background}
          style={{
            ...surface,
            display: 'flex',
            gap: vars.space[3],
            alignItems: 'center',
            padding: vars.space[3],
            borderRadius: vars.radius.medium,
            border: `1px solid ${vars.color.border}`,
          }}
        >
          {(['small', 'medium', 'large'] as const).map((size) => (
            <CloseButton key={size} {...args} size={size} />
          ))}
        </div>
      ))}
    </CatalogGrid>
  ),
};

export const NamedClose: Story = {
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Close' });
    await expect(button).toHaveAttribute('type', 'button');
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledOnce();
  },
};
