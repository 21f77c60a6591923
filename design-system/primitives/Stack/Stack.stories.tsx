import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Badge } from '#ds/display/Badge';
import { useT } from '#ds/i18n';
import { CatalogGrid } from '#ds/storySupport';
import { Stack, type StackProps } from './Stack';

/** Three labelled samples, so the gap and the alignment can be seen. */
function ExampleStack(props: Omit<StackProps, 'children'>) {
  const t = useT();
  return (
    <Stack {...props}>
      <Badge tone="accent">{t('primitives.example.first')}</Badge>
      <Badge tone="success" size="large">
        {t('primitives.example.second')}
      </Badge>
      <Badge tone="info">{t('primitives.example.third')}</Badge>
    </Stack>
  );
}

const meta = {
  title: 'Design System/Primitives/Stack',
  component: ExampleStack,
  args: { direction: 'vertical', gap: 3, align: 'start' },
  argTypes: {
    direction: { control: 'inline-radio', options: ['vertical', 'horizontal'] },
    gap: { control: 'select', options: [0, 1, 2, 3, 4, 5, 6, 8, 10, 12, 16] },
    align: { control: 'inline-radio', options: ['stretch', 'start', 'center', 'end', 'baseline'] },
    justify: { control: 'inline-radio', options: ['start', 'center', 'end', 'space-between'] },
    wrap: { control: 'inline-radio', options: ['nowrap', 'wrap'] },
    rowGap: { control: 'select', options: [undefined, 0, 1, 2, 3, 4, 5, 6, 8, 10, 12, 16] },
    columnGap: { control: 'select', options: [undefined, 0, 1, 2, 3, 4, 5, 6, 8, 10, 12, 16] },
    shrink: { control: 'boolean' },
  },
} satisfies Meta<typeof ExampleStack>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Horizontal: Story = { args: { direction: 'horizontal', align: 'center' } };

export const SpaceBetween: Story = {
  args: { direction: 'horizontal', align: 'center', justify: 'space-between' },
};

/** A row on wider windows, a column on phones (below 768 px). */
export const ColumnOnPhones: Story = {
  args: { direction: { regular: 'horizontal', narrow: 'vertical' }, align: 'start', gap: 4 },
};

/** A wrapping row whose lines sit closer (4 px) than its items (24 px). */
export const RowAndColumnGaps: Story = {
  args: { direction: 'horizontal', wrap: 'wrap', rowGap: 1, columnGap: 6, align: 'center' },
  decorators: [(Story) => <div style={{ width: '12rem' }}>{Story()}</div>],
};

export const Catalog: Story = {
  render: () => (
    <CatalogGrid gap={6}>
      {([1, 3, 6] as const).map((gap) => (
        <CatalogGrid.Row key={gap} gap={8} align="start">
          <ExampleStack gap={gap} align="start" />
          <ExampleStack gap={gap} direction="horizontal" align="center" />
          <ExampleStack gap={gap} direction="horizontal" align="end" />
        </CatalogGrid.Row>
      ))}
      <ExampleStack direction={{ regular: 'horizontal', narrow: 'vertical' }} gap={4} />
    </CatalogGrid>
  ),
};

/** `ul` renders a list without bullets, whose items screen readers count. */
export const AsList: Story = {
  render: () => (
    <Stack as="ul" gap={2}>
      <li>
        <Badge>1</Badge>
      </li>
      <li>
        <Badge>2</Badge>
      </li>
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list');
    await expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    await expect(getComputedStyle(list).listStyleType).toBe('none');
    await expect(getComputedStyle(list).rowGap).toBe('8px');
  },
};

/** `shrink` gives `min-width: 0`: inside a grid column the stack stays as wide as its track. */
export const Shrink: Story = {
  render: () => (
    <div style={{ display: 'grid', gridTemplateColumns: 'minmax(0, 10rem)' }}>
      <Stack shrink data-testid="shrinking" style={{ overflowX: 'auto' }}>
        <div style={{ width: '20rem' }}>
          <Badge>1</Badge>
        </div>
      </Stack>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const stack = within(canvasElement).getByTestId('shrinking');
    await expect(getComputedStyle(stack).minWidth).toBe('0px');
    await expect(stack.getBoundingClientRect().width).toBe(160);
  },
};
