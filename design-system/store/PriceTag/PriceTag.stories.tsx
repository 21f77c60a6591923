import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { CatalogGrid } from '#ds/storySupport';
import { PriceTag } from './PriceTag';

const meta = {
  title: 'Design System/Store/PriceTag',
  component: PriceTag,
  args: { priceCents: 8_900, salePriceCents: null, size: 'medium' },
  argTypes: { size: { control: 'inline-radio', options: ['medium', 'large'] } },
} satisfies Meta<typeof PriceTag>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** While an offer applies: the sale price, and the old one crossed out. */
export const OnOffer: Story = { args: { salePriceCents: 6_900 } };

export const OnOfferLarge: Story = { args: { salePriceCents: 6_900, size: 'large' } };

export const OnOfferKorean: Story = { args: { salePriceCents: 6_900 }, globals: { locale: 'ko' } };

export const Catalog: Story = {
  render: () => (
    <CatalogGrid>
      <PriceTag priceCents={1_200} />
      <PriceTag priceCents={8_900} salePriceCents={6_900} />
      <PriceTag priceCents={8_900} salePriceCents={6_900} size="large" />
    </CatalogGrid>
  ),
};

/** The old price is struck through and named for screen readers. */
export const NamesBothPrices: Story = {
  args: { salePriceCents: 6_900 },
  play: async ({ canvasElement }) => {
    const tag = within(canvasElement).getByText('Regular price', { exact: false }).closest('p')!;
    await expect(tag.querySelector('del')).toHaveTextContent('$89.00');
    await expect(tag).toHaveTextContent('Sale price $69.00');
  },
};
