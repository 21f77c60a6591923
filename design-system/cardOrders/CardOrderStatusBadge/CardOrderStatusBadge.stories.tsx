import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { CARD_ORDER_STATES as cardOrderStates } from '#contract/cardOrderStates.ts';
import { CardOrderStatusBadge } from './CardOrderStatusBadge';
import { CatalogGrid } from '#ds/storySupport';

const meta = {
  title: 'Design System/InvitationCards/CardOrderStatusBadge',
  component: CardOrderStatusBadge,
  args: { state: 'proof_ready', size: 'medium' },
  argTypes: {
    state: { control: 'select', options: cardOrderStates },
    size: { control: 'inline-radio', options: ['small', 'medium', 'large'] },
  },
} satisfies Meta<typeof CardOrderStatusBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

function EveryState() {
  return (
    <CatalogGrid>
      <CatalogGrid.Row align="stretch">
        {cardOrderStates.map((state) => (
          <span key={state}>
            <CardOrderStatusBadge state={state} />
          </span>
        ))}
      </CatalogGrid.Row>
    </CatalogGrid>
  );
}

export const Catalog: Story = { render: () => <EveryState /> };

export const CatalogKorean: Story = { render: () => <EveryState />, globals: { locale: 'ko' } };

export const CatalogDark: Story = { render: () => <EveryState />, globals: { theme: 'dark' } };

export const SaysTheState: Story = {
  args: { state: 'in_production' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('In production')).toBeInTheDocument();
  },
};
