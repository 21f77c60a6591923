import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Tooltip } from '#ds/display/Tooltip';
import { useT, type MessageKey } from '#ds/i18n';
import { vars } from '#ds/tokens';
import type { IconName } from '#ds/display/Icon';
import { CatalogGrid } from '#ds/storySupport';
import { IconButton, type IconButtonProps } from './IconButton';

type DemoProps = Omit<IconButtonProps, 'aria-label' | 'aria-labelledby' | 'icon'> & {
  icon?: IconName;
  /** The locale key of the button's name. */
  labelKey?: MessageKey;
};

/** An icon button named from the locale files, so every story reads in the chosen language. */
function Demo({ icon = 'more', labelKey = 'iconButton.example.more', ...props }: DemoProps) {
  return <IconButton {...props} icon={icon} aria-label={useT()(labelKey)} />;
}

const meta = {
  title: 'Design System/Actions/IconButton',
  component: Demo,
  args: { icon: 'more', labelKey: 'iconButton.example.more', onClick: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: ['primary', 'secondary', 'plain'] },
    tone: { control: 'inline-radio', options: ['accent', 'critical', 'success'] },
    size: { control: 'inline-radio', options: ['small', 'medium', 'large'] },
  },
} satisfies Meta<typeof Demo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Primary: Story = {
  args: { variant: 'primary', icon: 'plus', labelKey: 'common.save' },
};

export const Secondary: Story = {
  args: { variant: 'secondary', icon: 'copy', labelKey: 'iconButton.example.copy' },
};

export const Critical: Story = {
  args: {
    variant: 'secondary',
    tone: 'critical',
    icon: 'trash',
    labelKey: 'iconButton.example.delete',
  },
};

export const Small: Story = { args: { size: 'small', icon: 'close', labelKey: 'common.close' } };

export const Large: Story = { args: { size: 'large', icon: 'close', labelKey: 'common.close' } };

export const Loading: Story = {
  args: {
    loading: true,
    variant: 'secondary',
    icon: 'refresh',
    labelKey: 'iconButton.example.refresh',
  },
};

export const Disabled: Story = {
  args: { disabled: true, variant: 'secondary', icon: 'edit', labelKey: 'iconButton.example.edit' },
};

function TooltipShownDemo() {
  const label = useT()('iconButton.example.copy');
  return (
    <div style={{ padding: '48px 16px' }}>
      <Tooltip content={label} type="label" open>
        <IconButton icon="copy" variant="secondary" aria-label={label} tooltip={false} />
      </Tooltip>
    </div>
  );
}

/** The name appears above the button on hover and keyboard focus. */
export const TooltipShown: Story = { render: () => <TooltipShownDemo /> };

function LabelledByDemo() {
  const t = useT();
  return (
    <div style={{ display: 'flex', alignItems: 'center', gap: 8 }}>
      <h2 id="icon-button-heading" style={{ margin: 0, fontSize: vars.font.sizeLg }}>
        {t('iconButton.example.sectionTitle')}
      </h2>
      <IconButton icon="refresh" aria-labelledby="icon-button-refresh-text icon-button-heading" />
      <span id="icon-button-refresh-text" hidden>
        {t('iconButton.example.refresh')}
      </span>
    </div>
  );
}

/** Named by text already on screen (`aria-labelledby`), so no tooltip is needed. */
export const LabelledBy: Story = { render: () => <LabelledByDemo /> };

export const Catalog: Story = {
  render: () => (
    <CatalogGrid>
      {(['primary', 'secondary', 'plain'] as const).map((variant) => (
        <CatalogGrid.Row key={variant}>
          {(['accent', 'critical', 'success'] as const).map((tone) =>
            (['small', 'medium', 'large'] as const).map((size) => (
              <Demo
                key={tone + size}
                variant={variant}
                tone={tone}
                size={size}
                icon={tone === 'critical' ? 'trash' : tone === 'success' ? 'check' : 'edit'}
                labelKey={
                  tone === 'critical'
                    ? 'iconButton.example.delete'
                    : tone === 'success'
                      ? 'common.confirm'
                      : 'iconButton.example.edit'
                }
              />
            )),
          )}
        </CatalogGrid.Row>
      ))}
    </CatalogGrid>
  ),
};

export const HoverShowsName: Story = {
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: /.+/ });
    await userEvent.hover(button);
    const bubble = await screen.findByText(button.getAttribute('aria-label') ?? '', {
      selector: '[role="tooltip"]',
    });
    // The bubble repeats the name for sighted users; screen readers hear it once, from aria-label.
    await expect(bubble).toHaveAttribute('aria-hidden', 'true');
    await expect(button).not.toHaveAttribute('aria-describedby');
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledOnce();
    await userEvent.unhover(button);
    await waitFor(() => expect(bubble).not.toBeVisible());
  },
};

export const LoadingIgnoresClicks: Story = {
  args: Loading.args,
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button');
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};
