import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '#ds/actions/Button';
import { useT } from '#ds/i18n';
import { Tooltip, type TooltipPlacement, type TooltipProps } from './Tooltip';

/** Room around the trigger so an open bubble fits on every side at 375 px too. */
function Stage({ children }: { children: ReactNode }) {
  return (
    <div
      style={{
        display: 'flex',
        justifyContent: 'center',
        alignItems: 'center',
        gap: 24,
        flexWrap: 'wrap',
        padding: '72px 16px',
      }}
    >
      {children}
    </div>
  );
}

type DemoProps = Omit<TooltipProps, 'content' | 'children'> & { long?: boolean };

/** A Save button whose tooltip explains what saving does, in the chosen language. */
function SaveWithTooltip({ long = false, ...props }: DemoProps) {
  const t = useT();
  return (
    <Tooltip {...props} content={t(long ? 'tooltip.example.long' : 'tooltip.example.content')}>
      <Button variant="secondary">{t('common.save')}</Button>
    </Tooltip>
  );
}

const meta = {
  title: 'Design System/Display/Tooltip',
  component: SaveWithTooltip,
  args: { placement: 'top', onOpenChange: fn() },
  argTypes: {
    placement: { control: 'inline-radio', options: ['top', 'bottom', 'start', 'end'] },
    open: { control: 'boolean' },
  },
  decorators: [
    (Story) => (
      <Stage>
        <Story />
      </Stage>
    ),
  ],
} satisfies Meta<typeof SaveWithTooltip>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Hover the button or tab to it. */
export const Playground: Story = {};

export const OpenTop: Story = { args: { open: true, placement: 'top' } };
export const OpenBottom: Story = { args: { open: true, placement: 'bottom' } };
export const OpenStart: Story = { args: { open: true, placement: 'start' } };
export const OpenEnd: Story = { args: { open: true, placement: 'end' } };

/** Long text wraps at 280 px (narrower on a phone) and stays inside the viewport. */
export const OpenLongText: Story = { args: { open: true, long: true, placement: 'bottom' } };

export const Catalog: Story = {
  render: () => (
    <div
      style={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fit, minmax(300px, 1fr))',
        rowGap: 48,
      }}
    >
      {(['top', 'bottom', 'start', 'end'] as const satisfies readonly TooltipPlacement[]).map(
        (placement) => (
          <div
            key={placement}
            style={{ display: 'flex', justifyContent: 'center', padding: '40px 0' }}
          >
            <SaveWithTooltip placement={placement} open />
          </div>
        ),
      )}
    </div>
  ),
};

export const ShowsOnHover: Story = {
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button');
    await userEvent.hover(button);
    const tooltip = await screen.findByRole('tooltip');
    await expect(tooltip).toBeVisible();
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(true);
    // The bubble itself is hoverable, so the pointer can move onto it (WCAG 1.4.13).
    await userEvent.hover(tooltip);
    await expect(tooltip).toBeVisible();
    await userEvent.unhover(tooltip);
    await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull());
  },
};

export const ShowsOnFocusAndEscapeDismisses: Story = {
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button');
    await userEvent.tab();
    await expect(button).toHaveFocus();
    const tooltip = await screen.findByRole('tooltip');
    await expect(button).toHaveAttribute('aria-describedby', tooltip.id);
    await expect(button).toHaveAccessibleDescription(tooltip.textContent ?? '');
    await userEvent.keyboard('{Escape}');
    await expect(screen.queryByRole('tooltip')).toBeNull();
    await expect(button).toHaveFocus();
    await userEvent.tab();
    await expect(screen.queryByRole('tooltip')).toBeNull();
  },
};

export const StaysInsideNarrowViewport: Story = {
  args: { open: true, placement: 'end', long: true },
  play: async () => {
    const tooltip = await screen.findByRole('tooltip');
    await waitFor(() => expect(tooltip).toHaveAttribute('data-placed'));
    const rect = tooltip.getBoundingClientRect();
    await expect(rect.left).toBeGreaterThanOrEqual(0);
    await expect(rect.right).toBeLessThanOrEqual(document.documentElement.clientWidth);
  },
};
