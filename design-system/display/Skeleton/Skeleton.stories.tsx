import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { useT } from '#ds/i18n';
import { CatalogGrid } from '#ds/storySupport';
import { Avatar } from '../Avatar';
import { Card } from '../Card';
import { Skeleton } from './Skeleton';

type DemoProps = {
  variant: 'text' | 'circle' | 'rectangle';
  /** Text: number of lines. */
  lines?: number;
  /** Circle: diameter. */
  size?: 'small' | 'medium' | 'large';
  /** Rectangle: height in px. */
  height?: number;
};

/** One shape, with the props of its variant. */
function Shape({ variant, lines, size, height }: DemoProps) {
  if (variant === 'circle') return <Skeleton variant="circle" size={size} />;
  if (variant === 'rectangle') return <Skeleton variant="rectangle" height={height} />;
  return <Skeleton lines={lines} />;
}

const meta = {
  title: 'Design System/Display/Skeleton',
  component: Shape,
  args: { variant: 'text', lines: 3, size: 'medium', height: 120 },
  argTypes: {
    variant: { control: 'inline-radio', options: ['text', 'circle', 'rectangle'] },
    size: { control: 'inline-radio', options: ['small', 'medium', 'large'] },
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 420 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Shape>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const SingleLine: Story = { args: { lines: 1 } };

export const Circle: Story = { args: { variant: 'circle', size: 'large' } };

export const Rectangle: Story = { args: { variant: 'rectangle', height: 180 } };

/**
 * The pattern: a `Skeleton.Group` is the region that will hold the content. While loading it
 * is `aria-busy` and says 'Loading…' once (the shapes are hidden from screen readers); after,
 * the same region shows the content, so nothing jumps and assistive technology reads it fresh.
 */
function VideoCard({ loading }: { loading: boolean }) {
  const t = useT();
  return (
    <Card>
      <Skeleton.Group loading={loading}>
        <Card.Body>
          <div style={{ display: 'flex', gap: 12, alignItems: 'center', marginBottom: 16 }}>
            {loading ? <Skeleton variant="circle" /> : <Avatar name="Grace Kim" decorative />}
            <div style={{ flex: 1 }}>
              {loading ? <Skeleton lines={2} /> : <strong>{t('card.example.title')}</strong>}
              {!loading && <div>{t('card.example.description')}</div>}
            </div>
          </div>
          {loading ? (
            <Skeleton variant="rectangle" height={160} />
          ) : (
            <p>{t('card.example.body')}</p>
          )}
        </Card.Body>
      </Skeleton.Group>
    </Card>
  );
}

export const LoadingCard: Story = { render: () => <VideoCard loading /> };

export const LoadedCard: Story = { render: () => <VideoCard loading={false} /> };

export const Dark: Story = { render: () => <VideoCard loading />, globals: { theme: 'dark' } };

export const Catalog: Story = {
  render: () => (
    <CatalogGrid gap={6}>
      <Skeleton lines={4} />
      <CatalogGrid.Row wrap="nowrap">
        <Skeleton variant="circle" size="small" />
        <Skeleton variant="circle" size="medium" />
        <Skeleton variant="circle" size="large" />
      </CatalogGrid.Row>
      <Skeleton variant="rectangle" height={120} />
      <Skeleton variant="rectangle" width={200} height={40} />
    </CatalogGrid>
  ),
};

export const GroupIsBusyWhileLoading: Story = {
  render: () => <VideoCard loading />,
  play: async ({ canvasElement }) => {
    const busy = canvasElement.querySelector('[aria-busy="true"]');
    await expect(busy).not.toBeNull();
    await expect(busy?.querySelector('.visually-hidden')).toHaveTextContent(/.+/);
    for (const shape of busy?.querySelectorAll('[data-variant]') ?? []) {
      await expect(shape).toHaveAttribute('aria-hidden', 'true');
    }
  },
};

export const GroupIsIdleWhenLoaded: Story = {
  render: () => <VideoCard loading={false} />,
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[aria-busy="true"]')).toBeNull();
    await expect(within(canvasElement).queryByText(/…/)).toBeNull();
  },
};
