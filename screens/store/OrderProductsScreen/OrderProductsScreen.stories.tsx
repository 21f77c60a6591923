import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { inContentFrame, storyTimeZone } from '#screens/shared/storySupport';
import { storyCategories, storyOrders } from '../storyData';
import { OrderProductsScreen } from './OrderProductsScreen';

const meta = {
  title: 'Screens/Store/OrderProductsScreen',
  component: OrderProductsScreen,
  args: {
    status: 'ready',
    onRetry: fn(),
    categories: storyCategories,
    offers: { count: 1, href: '/specialOffers' },
    orders: {
      orders: storyOrders,
      onDownload: fn(async () => undefined),
      timeZone: storyTimeZone,
    },
  },
  argTypes: {
    status: { control: 'inline-radio', options: ['loading', 'error', 'empty', 'ready'] },
  },
  decorators: [inContentFrame],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof OrderProductsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The categories with their pictures, an offer to see, and two past orders (one to download). */
export const Filled: Story = { tags: ['visual'] };

export const Korean: Story = { globals: { locale: 'ko' }, tags: ['visual'] };

export const NoOrders: Story = {
  args: {
    offers: { count: 0, href: '/specialOffers' },
    orders: { orders: [], onDownload: fn(async () => undefined) },
  },
};

/** A download link the server would not give. */
export const DownloadRefused: Story = {
  args: {
    orders: {
      orders: storyOrders,
      onDownload: fn(async () => 'store.orders.downloadFailed' as const),
      timeZone: storyTimeZone,
    },
  },
};

export const Empty: Story = { args: { status: 'empty', categories: [] } };

export const Loading: Story = { args: { status: 'loading' } };

export const LoadError: Story = { args: { status: 'error' } };
