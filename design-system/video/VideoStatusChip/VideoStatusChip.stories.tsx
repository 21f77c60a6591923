import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { VIDEO_STATUSES as videoStatuses } from '#contract/profileStates.ts';
import { CatalogGrid } from '#ds/storySupport';
import { VideoStatusChip } from './VideoStatusChip';

const meta = {
  title: 'Design System/Video/VideoStatusChip',
  component: VideoStatusChip,
  args: { status: 'review', size: 'medium' },
  argTypes: {
    status: { control: 'inline-radio', options: videoStatuses },
    size: { control: 'inline-radio', options: ['small', 'medium', 'large'] },
  },
} satisfies Meta<typeof VideoStatusChip>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** A new video waits for review, and reads the same as one in review. */
export const Created: Story = { args: { status: 'created' } };
export const Review: Story = { args: { status: 'review' } };
export const Approved: Story = { args: { status: 'approved' } };
export const Blocked: Story = { args: { status: 'blocked' } };
export const NoPayment: Story = { args: { status: 'no_payment' } };

/** Every status in every size. */
export const Catalog: Story = {
  render: (args) => (
    <CatalogGrid gap={3}>
      {(['small', 'medium', 'large'] as const).map((size) => (
        <CatalogGrid.Row key={size} gap={2}>
          {videoStatuses.map((status) => (
            <VideoStatusChip key={status} {...args} status={status} size={size} />
          ))}
        </CatalogGrid.Row>
      ))}
    </CatalogGrid>
  ),
};

export const KoreanCatalog: Story = { ...Catalog, globals: { locale: 'ko' } };

export const DarkCatalog: Story = { ...Catalog, globals: { theme: 'dark' } };

/** created and review share the 'Under Review' label; each other status has its own. */
export const LabelsPerStatus: Story = {
  render: () => (
    <ul style={{ listStyle: 'none', padding: 0, display: 'grid', gap: 8 }}>
      {videoStatuses.map((status) => (
        <li key={status} data-testid={status}>
          <VideoStatusChip status={status} />
        </li>
      ))}
    </ul>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('created')).toHaveTextContent('Under Review');
    await expect(canvas.getByTestId('review')).toHaveTextContent('Under Review');
    await expect(canvas.getByTestId('approved')).toHaveTextContent('Approved');
    await expect(canvas.getByTestId('blocked')).toHaveTextContent('Blocked');
    await expect(canvas.getByTestId('no_payment')).toHaveTextContent('No Payment');
  },
};
