import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Badge } from '#ds/display/Badge';
import { useT } from '#ds/i18n';
import { CatalogGrid } from '#ds/storySupport';
import { Grid, type GridProps } from './Grid';

/** Six labelled cells, so the columns and the gaps can be seen. */
function ExampleGrid(props: Omit<GridProps, 'children'>) {
  const t = useT();
  const words = ['first', 'second', 'third'] as const;
  return (
    <Grid {...props}>
      {[...words, ...words].map((word, index) => (
        <Badge key={index} tone={index < 3 ? 'accent' : 'info'}>
          {t(`primitives.example.${word}`)}
        </Badge>
      ))}
    </Grid>
  );
}

const meta = {
  title: 'Design System/Primitives/Grid',
  component: ExampleGrid,
  args: { columns: 'repeat(3, max-content)', gap: 3, align: 'start' },
  argTypes: {
    columns: { control: 'text' },
    gap: { control: 'select', options: [0, 1, 2, 3, 4, 5, 6, 8, 10, 12, 16] },
    rowGap: { control: 'select', options: [undefined, 0, 1, 2, 3, 4, 5, 6, 8, 10, 12, 16] },
    columnGap: { control: 'select', options: [undefined, 0, 1, 2, 3, 4, 5, 6, 8, 10, 12, 16] },
    align: { control: 'inline-radio', options: ['stretch', 'start', 'center', 'end', 'baseline'] },
    shrink: { control: 'boolean' },
  },
} satisfies Meta<typeof ExampleGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** Rows 4 px apart, columns 32 px apart (a label and value list, choices). */
export const RowAndColumnGaps: Story = { args: { rowGap: 1, columnGap: 8 } };

/** Three columns on desktops, two below 992 px, one below 768 px. */
export const Responsive: Story = {
  args: {
    columns: {
      regular: 'repeat(3, minmax(0, 1fr))',
      tablet: 'repeat(2, minmax(0, 1fr))',
      mobile: 'minmax(0, 1fr)',
    },
    align: 'stretch',
  },
};

export const Catalog: Story = {
  render: () => (
    <CatalogGrid gap={6}>
      <ExampleGrid columns="max-content 1fr" rowGap={2} columnGap={4} />
      <ExampleGrid columns="repeat(auto-fill, minmax(8rem, 1fr))" gap={2} />
      <ExampleGrid
        columns={{ regular: 'repeat(3, minmax(0, 1fr))', mobile: 'minmax(0, 1fr)' }}
        gap={4}
      />
    </CatalogGrid>
  ),
};

/** The template changes at the breakpoints, read from the element's computed style. */
export const ColumnsFollowTheWidth: Story = {
  render: () => (
    <Grid
      data-testid="grid"
      columns={{ regular: '10px 20px 30px', tablet: '10px 20px', mobile: '10px' }}
      rowGap={1}
      columnGap={6}
    >
      <span />
      <span />
      <span />
    </Grid>
  ),
  play: async ({ canvasElement }) => {
    const grid = within(canvasElement).getByTestId('grid');
    const style = getComputedStyle(grid);
    const expected =
      window.innerWidth < 768 ? '10px' : window.innerWidth < 992 ? '10px 20px' : '10px 20px 30px';
    await expect(style.gridTemplateColumns).toBe(expected);
    await expect(style.rowGap).toBe('4px');
    await expect(style.columnGap).toBe('24px');
  },
};
