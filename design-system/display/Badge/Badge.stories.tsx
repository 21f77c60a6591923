import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { useT } from '#ds/i18n';
import { vars } from '#ds/tokens';
import { CatalogGrid } from '#ds/storySupport';
import { Icon } from '../Icon';
import { Badge, type BadgeProps, type BadgeTone } from './Badge';

const tones = [
  'neutral',
  'accent',
  'success',
  'warning',
  'critical',
  'info',
] as const satisfies readonly BadgeTone[];
const sizes = ['small', 'medium', 'large'] as const;

/** A label badge whose text comes from the locale files, so it reads in the chosen language. */
function ToneBadge(props: Omit<Extract<BadgeProps, { variant?: 'label' }>, 'children'>) {
  const t = useT();
  return <Badge {...props}>{t(`badge.example.${props.tone ?? 'neutral'}`)}</Badge>;
}

function WarningWithIcon(props: { size?: BadgeProps['size'] }) {
  return (
    <Badge {...props} tone="warning">
      <Icon name="warning" size="small" /> {useT()('badge.example.warning')}
    </Badge>
  );
}

function UnreadDot(props: { size?: BadgeProps['size'] }) {
  return <Badge {...props} variant="dot" tone="accent" label={useT()('badge.example.unread')} />;
}

function InboxWithCount() {
  const t = useT();
  return (
    <span
      style={{ display: 'inline-flex', alignItems: 'center', gap: 8, fontSize: vars.font.sizeSm }}
    >
      {t('badge.example.inbox')}
      <Badge variant="count" tone="accent" count={12} />
    </span>
  );
}

const meta = {
  title: 'Design System/Display/Badge',
  component: ToneBadge,
  args: { tone: 'neutral', size: 'medium' },
  argTypes: {
    tone: { control: 'inline-radio', options: tones },
    size: { control: 'inline-radio', options: sizes },
  },
} satisfies Meta<typeof ToneBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Accent: Story = { args: { tone: 'accent' } };
export const Success: Story = { args: { tone: 'success' } };
export const Warning: Story = { args: { tone: 'warning' } };
export const Critical: Story = { args: { tone: 'critical' } };
export const Info: Story = { args: { tone: 'info' } };

export const WithIcon: Story = {
  render: (args) => <WarningWithIcon size={args.size} />,
};

/** Screen readers hear '3 new'; the badge shows 3. */
export const Count: Story = {
  render: (args) => <Badge size={args.size} variant="count" tone="critical" count={3} />,
};

/** Above `max` (99 by default) the badge shows 99+; screen readers hear the real number. */
export const CountOverMax: Story = {
  render: (args) => <Badge size={args.size} variant="count" tone="critical" count={150} />,
};

export const Dot: Story = {
  render: (args) => <UnreadDot size={args.size} />,
};

/** A count beside a menu label, the way the shell uses it. */
export const CountBesideLabel: Story = {
  render: () => <InboxWithCount />,
};

export const Catalog: Story = {
  render: () => (
    <CatalogGrid>
      {sizes.map((size) => (
        <CatalogGrid.Row key={size} gap={2}>
          {tones.map((tone) => (
            <ToneBadge key={tone} tone={tone} size={size} />
          ))}
          {tones.map((tone) => (
            <Badge
              key={`count-${tone}`}
              variant="count"
              tone={tone}
              size={size}
              count={tone === 'critical' ? 120 : 7}
            />
          ))}
          {tones.map((tone) => (
            <Badge key={`dot-${tone}`} variant="dot" tone={tone} size={size} />
          ))}
        </CatalogGrid.Row>
      ))}
    </CatalogGrid>
  ),
};

export const CountAnnouncesRealNumber: Story = {
  ...CountOverMax,
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/99\+/)).toHaveAttribute('aria-hidden', 'true');
    if (globals.locale === 'en' || !globals.locale)
      await expect(canvas.getByText('150 new')).toBeInTheDocument();
  },
};

export const ZeroCountShowsNothing: Story = {
  render: () => <Badge variant="count" count={0} data-testid="badge" />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByTestId('badge')).toBeNull();
  },
};
