import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { useT } from '#ds/i18n';
import { CatalogGrid } from '#ds/storySupport';
import { Button } from './Button';

const meta = {
  title: 'Design System/Actions/Button',
  component: Button,
  args: { children: 'Save changes', onClick: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: ['primary', 'secondary', 'plain'] },
    tone: { control: 'inline-radio', options: ['accent', 'critical', 'success'] },
    size: { control: 'inline-radio', options: ['small', 'medium', 'large'] },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Labels come from the locale files, so every story reads in the chosen language. */
function SaveLabel() {
  return <>{useT()('common.save')}</>;
}

export const Playground: Story = { args: { children: <SaveLabel /> } };

export const Secondary: Story = { args: { variant: 'secondary', children: <SaveLabel /> } };

export const Plain: Story = { args: { variant: 'plain', children: <SaveLabel /> } };

export const Critical: Story = { args: { tone: 'critical', children: <SaveLabel /> } };

export const Loading: Story = { args: { loading: true, children: <SaveLabel /> } };

export const Disabled: Story = { args: { disabled: true, children: <SaveLabel /> } };

export const Catalog: Story = {
  render: (args) => (
    <CatalogGrid>
      {(['primary', 'secondary', 'plain'] as const).map((variant) => (
        <CatalogGrid.Row key={variant}>
          {(['accent', 'critical', 'success'] as const).map((tone) =>
            (['small', 'medium', 'large'] as const).map((size) => (
              <Button key={tone + size} {...args} variant={variant} tone={tone} size={size}>
                <SaveLabel />
              </Button>
            )),
          )}
        </CatalogGrid.Row>
      ))}
    </CatalogGrid>
  ),
};

export const ClickCallsHandler: Story = {
  args: { children: <SaveLabel /> },
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button');
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledOnce();
  },
};

export const LoadingIgnoresClicks: Story = {
  args: { loading: true, children: <SaveLabel /> },
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button');
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};
