import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { inContentFrame, storyTimeZone } from '#screens/shared/storySupport';
import { storyBanner, storyProducts } from '../storyData';
import { StoreProductsScreen } from './StoreProductsScreen';

const meta = {
  title: 'Screens/Store/StoreProductsScreen',
  component: StoreProductsScreen,
  args: {
    status: 'ready',
    onRetry: fn(),
    title: 'Outreach materials',
    description: 'Printed pieces your members hand out and hang up.',
    back: { label: 'Back to the store', href: '/orderProducts' },
    products: storyProducts,
    paging: { page: 1, pageCount: 3, onPageChange: fn() },
    empty: {
      title: 'No products in this category yet',
      description: 'Products will show here once they are added.',
    },
    timeZone: storyTimeZone,
  },
  argTypes: {
    status: { control: 'inline-radio', options: ['loading', 'error', 'empty', 'ready'] },
  },
  decorators: [inContentFrame],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof StoreProductsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A category's products: one on offer (old price crossed out), one digital; pages. */
export const Category: Story = { tags: ['visual'] };

/** specialOffers: only products whose offer applies now, with when it ends. */
export const SpecialOffers: Story = {
  args: {
    title: 'Special offers',
    description: 'Prices for a limited time. The old price is crossed out while the offer lasts.',
    products: [storyBanner],
    paging: undefined,
  },
};

export const CategoryKorean: Story = { globals: { locale: 'ko' }, tags: ['visual'] };

export const Empty: Story = { args: { status: 'empty', products: [] } };

export const Loading: Story = { args: { status: 'loading' } };

/** Only the product on offer has a crossed-out price. */
export const CrossedOutOnlyOnOffer: Story = {
  play: async ({ canvasElement }) => {
    const struck = within(canvasElement).getAllByRole('deletion');
    await expect(struck).toHaveLength(1);
    await expect(struck[0]).toHaveTextContent('$89.00');
  },
};
