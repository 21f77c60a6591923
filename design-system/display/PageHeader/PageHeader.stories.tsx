import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Button } from '#ds/actions/Button';
import { IconButton } from '#ds/actions/IconButton';
import { Link } from '#ds/actions/Link';
import { useT } from '#ds/i18n';
import { vars } from '#ds/tokens';
import { CatalogGrid } from '#ds/storySupport';
import { Icon } from '../Icon';
import { PageHeader } from './PageHeader';

/** A stand-in breadcrumb trail for the slot (the app provides the real one). */
function Breadcrumbs() {
  const t = useT();
  return (
    <nav aria-label={t('pageHeader.example.breadcrumb')}>
      <ol
        style={{
          display: 'flex',
          flexWrap: 'wrap',
          gap: 4,
          margin: 0,
          padding: 0,
          listStyle: 'none',
        }}
      >
        <li>
          <Link href="#dashboard" variant="standalone" tone="muted">
            {t('pageHeader.example.home')}
          </Link>
        </li>
        <li
          aria-hidden="true"
          style={{ display: 'inline-flex', alignItems: 'center', color: vars.color.textMuted }}
        >
          <Icon name="chevron-right" size="small" />
        </li>
        <li>
          <Link href="#media" variant="standalone" tone="muted">
            {t('pageHeader.example.section')}
          </Link>
        </li>
      </ol>
    </nav>
  );
}

type DemoProps = {
  /** Which optional parts to show. */
  breadcrumbs?: boolean;
  description?: boolean;
  actions?: 'none' | 'one' | 'two';
  longTitle?: boolean;
};

function Demo({
  breadcrumbs = false,
  description = true,
  actions = 'one',
  longTitle = false,
}: DemoProps) {
  const t = useT();
  return (
    <PageHeader
      title={t(longTitle ? 'pageHeader.example.longTitle' : 'pageHeader.example.title')}
      description={description ? t('pageHeader.example.description') : undefined}
      breadcrumbs={breadcrumbs ? <Breadcrumbs /> : undefined}
      actions={
        actions === 'none' ? undefined : (
          <>
            {actions === 'two' && (
              <IconButton
                icon="refresh"
                variant="secondary"
                aria-label={t('iconButton.example.refresh')}
              />
            )}
            <Button icon={<Icon name="upload" size="small" />}>
              {t('pageHeader.example.upload')}
            </Button>
          </>
        )
      }
    />
  );
}

const meta = {
  title: 'Design System/Display/PageHeader',
  component: Demo,
  args: { breadcrumbs: true, description: true, actions: 'one', longTitle: false },
  argTypes: { actions: { control: 'inline-radio', options: ['none', 'one', 'two'] } },
} satisfies Meta<typeof Demo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const TitleOnly: Story = {
  args: { breadcrumbs: false, description: false, actions: 'none' },
};

export const WithoutBreadcrumbs: Story = { args: { breadcrumbs: false } };

/** A long title wraps; the actions move under it when they no longer fit beside it. */
export const LongTitle: Story = { args: { longTitle: true, actions: 'two' } };

export const Korean: Story = {
  args: { longTitle: true, actions: 'two' },
  globals: { locale: 'ko' },
};

export const Dark: Story = { args: { actions: 'two' }, globals: { theme: 'dark' } };

export const Catalog: Story = {
  render: () => (
    <CatalogGrid gap={8}>
      <Demo breadcrumbs description actions="two" />
      <Demo breadcrumbs={false} description={false} actions="none" />
      <Demo breadcrumbs={false} longTitle actions="one" />
    </CatalogGrid>
  ),
};

export const HasOneMainHeading: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    await expect(canvas.getByRole('navigation')).toHaveAccessibleName(/.+/);
  },
};
