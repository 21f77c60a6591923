import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Icon } from '#ds/display/Icon';
import { useT } from '#ds/i18n';
import { CatalogGrid } from '#ds/storySupport';
import { LinkButton, type LinkButtonProps } from './LinkButton';

const variants = ['primary', 'secondary', 'plain'] as const;
const tones = ['accent', 'critical', 'success'] as const;
const sizes = ['small', 'medium', 'large'] as const;

/** A link button whose label comes from the locale files. */
function DashboardLink(props: Omit<LinkButtonProps, 'children' | 'href'>) {
  return (
    <LinkButton {...props} href="/dashboard">
      {useT()('routes.dashboard')}
    </LinkButton>
  );
}

const meta = {
  title: 'Design System/Actions/LinkButton',
  component: DashboardLink,
  args: { variant: 'primary', tone: 'accent', size: 'medium' },
  argTypes: {
    variant: { control: 'inline-radio', options: variants },
    tone: { control: 'inline-radio', options: tones },
    size: { control: 'inline-radio', options: sizes },
  },
} satisfies Meta<typeof DashboardLink>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Secondary: Story = { args: { variant: 'secondary' } };

/** To settle a problem: pay a past-due bill. */
export const Critical: Story = {
  args: { tone: 'critical', icon: <Icon name="warning" size="small" /> },
};

export const FullWidth: Story = { args: { fullWidth: true, size: 'large' } };

/** Opens in a new tab, marked for sighted and screen-reader users alike. */
export const External: Story = { args: { external: true, variant: 'secondary' } };

export const Catalog: Story = {
  render: () => (
    <CatalogGrid>
      {variants.map((variant) => (
        <CatalogGrid.Row key={variant}>
          {tones.map((tone) =>
            sizes.map((size) => (
              <DashboardLink key={tone + size} variant={variant} tone={tone} size={size} />
            )),
          )}
        </CatalogGrid.Row>
      ))}
    </CatalogGrid>
  ),
};

/** A link, not a button: screen readers announce it as one and it carries the address. */
export const IsALink: Story = {
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link');
    await expect(link).toHaveAttribute('href', '/dashboard');
    await expect(link).toHaveAttribute('data-variant', 'primary');
  },
};
