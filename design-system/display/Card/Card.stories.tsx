import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '#ds/actions/Button';
import { IconButton } from '#ds/actions/IconButton';
import { useT } from '#ds/i18n';
import { Badge } from '../Badge';
import { Icon } from '../Icon';
import { Card, type CardProps } from './Card';

type DemoProps = Pick<CardProps, 'as' | 'variant'> & {
  /** Where the title (and, on an interactive card, the whole card) leads. */
  href?: string;
  /** Makes the title a button instead. */
  onTitleClick?: () => void;
  /** Which parts to show. */
  parts?: 'all' | 'header' | 'headerAndBody';
  /** Called by the footer's Edit button. */
  onEdit?: () => void;
};

/** A video card, in the chosen language. */
function Demo({ as, variant, href, onTitleClick, parts = 'all', onEdit }: DemoProps) {
  const t = useT();
  return (
    <Card as={as} variant={variant} style={{ maxWidth: 420 }}>
      <Card.Header
        title={t('card.example.title')}
        description={t('card.example.description')}
        href={href}
        onTitleClick={onTitleClick}
        actions={<IconButton icon="more" size="small" aria-label={t('iconButton.example.more')} />}
      />
      {parts !== 'header' && (
        <Card.Body>
          <p>{t('card.example.body')}</p>
          <Badge tone="success">{t('badge.example.success')}</Badge>
        </Card.Body>
      )}
      {parts === 'all' && (
        <Card.Footer>
          <Button
            variant="plain"
            tone="critical"
            size="small"
            icon={<Icon name="trash" size="small" />}
          >
            {t('iconButton.example.delete')}
          </Button>
          <Button
            variant="secondary"
            size="small"
            icon={<Icon name="edit" size="small" />}
            onClick={onEdit}
          >
            {t('iconButton.example.edit')}
          </Button>
        </Card.Footer>
      )}
    </Card>
  );
}

const meta = {
  title: 'Design System/Display/Card',
  component: Demo,
  args: { as: 'section', variant: 'outlined', parts: 'all' },
  argTypes: {
    as: { control: 'inline-radio', options: ['section', 'article', 'div'] },
    variant: { control: 'inline-radio', options: ['outlined', 'elevated', 'interactive'] },
    parts: { control: 'inline-radio', options: ['all', 'header', 'headerAndBody'] },
  },
} satisfies Meta<typeof Demo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Article: Story = { args: { as: 'article' } };

export const Elevated: Story = { args: { variant: 'elevated' } };

/** The whole card is the title's link; the menu and footer buttons stay separate targets. */
export const Interactive: Story = {
  args: { as: 'article', variant: 'interactive', href: '#easter-service' },
};

export const HeaderOnly: Story = { args: { parts: 'header' } };

export const HeaderAndBody: Story = { args: { parts: 'headerAndBody' } };

export const Korean: Story = {
  args: { as: 'article', variant: 'interactive', href: '#easter-service' },
  globals: { locale: 'ko' },
};

export const Dark: Story = { args: { variant: 'elevated' }, globals: { theme: 'dark' } };

export const Catalog: Story = {
  render: () => (
    <div
      style={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fill, minmax(280px, 1fr))',
        gap: 16,
      }}
    >
      {/* Articles, not sections: a page of same-titled sections would repeat one landmark name. */}
      <Demo as="article" variant="outlined" />
      <Demo as="article" variant="elevated" />
      <Demo as="article" variant="interactive" href="#easter-service" />
      <Demo as="div" variant="outlined" parts="header" />
    </div>
  ),
};

export const WholeCardIsClickable: Story = {
  args: { as: 'article', variant: 'interactive', onTitleClick: fn(), onEdit: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const card = canvas.getByRole('article');
    const title = canvas.getByRole('heading');
    await expect(card).toHaveAccessibleName(title.textContent ?? '');
    const hitAt = (element: Element) => {
      const rect = element.getBoundingClientRect();
      return document.elementFromPoint(rect.left + rect.width / 2, rect.top + rect.height / 2);
    };
    // The title's button is stretched over the card: a click on the body text lands on it.
    const titleButton = within(title).getByRole('button');
    const body = canvas.getAllByText(/.+/, { selector: 'p' }).at(-1)!;
    await expect(hitAt(body)).toBe(titleButton);
    await userEvent.click(hitAt(body)!);
    await expect(args.onTitleClick).toHaveBeenCalledOnce();
    // The footer's own buttons sit above it and still get their clicks.
    const edit = canvas.getAllByRole('button').at(-1)!;
    await expect(edit.contains(hitAt(edit))).toBe(true);
    await userEvent.click(edit);
    await expect(args.onEdit).toHaveBeenCalledOnce();
    await expect(args.onTitleClick).toHaveBeenCalledOnce();
  },
};
