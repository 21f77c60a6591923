import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '#ds/actions/Button';
import { useT } from '#ds/i18n';
import { CatalogGrid } from '#ds/storySupport';
import { Card } from '../Card';
import { Icon, iconNames } from '../Icon';
import { EmptyState, type EmptyStateProps } from './EmptyState';

type DemoProps = Pick<EmptyStateProps, 'icon' | 'size'> & {
  /** 'videos' has an Upload action; 'search' only explains. */
  kind?: 'videos' | 'search';
  withDescription?: boolean;
};

function Demo({ icon, size, kind = 'videos', withDescription = true }: DemoProps) {
  const t = useT();
  const videos = kind === 'videos';
  return (
    <EmptyState
      icon={icon}
      size={size}
      title={t(videos ? 'emptyState.example.title' : 'emptyState.example.searchTitle')}
      description={
        withDescription
          ? t(videos ? 'emptyState.example.description' : 'emptyState.example.searchDescription')
          : undefined
      }
      action={
        videos ? (
          <Button icon={<Icon name="upload" size="small" />}>
            {t('emptyState.example.action')}
          </Button>
        ) : undefined
      }
    />
  );
}

const meta = {
  title: 'Design System/Display/EmptyState',
  component: Demo,
  args: { icon: 'video', size: 'medium', kind: 'videos', withDescription: true },
  argTypes: {
    icon: { control: 'select', options: iconNames },
    size: { control: 'inline-radio', options: ['small', 'medium', 'large'] },
    kind: { control: 'inline-radio', options: ['videos', 'search'] },
  },
} satisfies Meta<typeof Demo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const NoResults: Story = { args: { icon: 'search', kind: 'search' } };

export const TitleOnly: Story = {
  args: { icon: undefined, kind: 'search', withDescription: false },
};

export const Large: Story = { args: { size: 'large' } };

/** Small, inside a card or a table. */
export const InsideCard: Story = {
  args: { size: 'small' },
  render: (args) => (
    <Card style={{ maxWidth: 480 }}>
      <Card.Body>
        <Demo {...args} />
      </Card.Body>
    </Card>
  ),
};

export const Korean: Story = { globals: { locale: 'ko' } };

export const Dark: Story = { globals: { theme: 'dark' } };

export const Catalog: Story = {
  render: () => (
    <CatalogGrid>
      {(['small', 'medium', 'large'] as const).map((size) => (
        <Demo key={size} size={size} icon="video" />
      ))}
      <Demo icon="search" kind="search" />
    </CatalogGrid>
  ),
};
