import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { storyProducts } from '../storyFixtures';
import { CatalogueCard } from './CatalogueCard';

const [onOffer, plain, digital, noPicture] = storyProducts;

const meta = {
  title: 'Design System/Store/CatalogueCard',
  component: CatalogueCard,
  args: { ...plain, href: '/orderProducts/2/checkout' },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 300 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof CatalogueCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** While an offer applies: the badge, the sale price, the old price crossed out, its end. */
export const OnOffer: Story = {
  args: {
    ...onOffer,
    href: '/orderProducts/1/checkout',
    badges: [{ label: 'Offer', tone: 'critical' }],
    meta: 'Offer ends December 1, 2026',
  },
};

export const Digital: Story = {
  args: {
    ...digital,
    href: '/orderProducts/3/checkout',
    badges: [{ label: 'Download', tone: 'accent' }],
  },
};

export const NoPicture: Story = { args: { ...noPicture, href: '/orderProducts/4/checkout' } };

/** A category: a count instead of a price. */
export const Category: Story = {
  args: {
    title: 'Outreach materials',
    description: 'Printed pieces your members hand out and hang up.',
    imageUrl: onOffer.imageUrl,
    price: undefined,
    meta: '3 products',
    href: '/orderProducts/1',
  },
};

export const OnOfferKorean: Story = {
  args: {
    ...onOffer,
    href: '/orderProducts/1/checkout',
    badges: [{ label: '특가', tone: 'critical' }],
    meta: '2026년 12월 1일에 특가가 끝납니다',
  },
  globals: { locale: 'ko' },
};

export const Catalog: Story = {
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 960 }}>
        <Story />
      </div>
    ),
  ],
  render: () => (
    <div
      style={{
        display: 'grid',
        gap: 16,
        gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))',
      }}
    >
      {storyProducts.map((product) => (
        <CatalogueCard
          key={product.id}
          {...product}
          href={`/orderProducts/${product.id}/checkout`}
          titleAs="h3"
        />
      ))}
    </div>
  ),
};

/** The title is the card's one link, named by the product. */
export const OneLinkPerCard: Story = {
  play: async ({ canvasElement }) => {
    const links = within(canvasElement).getAllByRole('link');
    await expect(links).toHaveLength(1);
    await expect(links[0]).toHaveAccessibleName(plain.title);
  },
};
