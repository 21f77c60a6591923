import type { Meta, StoryObj } from '@storybook/react-vite';
import { useT } from '#ds/i18n';
import { CatalogGrid } from '#ds/storySupport';
import { Text, type TextSize, type TextTone, type TextWeight } from './Text';

const tones = [
  'default',
  'muted',
  'accent',
  'success',
  'warning',
  'critical',
] as const satisfies readonly TextTone[];
const sizes = ['xsmall', 'small', 'medium', 'large'] as const satisfies readonly TextSize[];
const weights = ['regular', 'medium', 'semibold', 'bold'] as const satisfies readonly TextWeight[];

/** Text whose words come from the locale files, so the story reads in the chosen language. */
function ExampleText(props: Omit<Parameters<typeof Text>[0], 'children'>) {
  const t = useT();
  const key = props.tone && props.tone !== 'default' ? props.tone : 'title';
  return <Text {...props}>{t(`primitives.example.${key}`)}</Text>;
}

const meta = {
  title: 'Design System/Primitives/Text',
  component: ExampleText,
  args: { tone: 'default', as: 'p' },
  argTypes: {
    tone: { control: 'inline-radio', options: tones },
    size: { control: 'inline-radio', options: sizes },
    weight: { control: 'inline-radio', options: weights },
  },
} satisfies Meta<typeof ExampleText>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** Secondary text: dates, captions, "nothing here yet". */
export const Muted: Story = { args: { tone: 'muted', size: 'small' } };

export const Critical: Story = { args: { tone: 'critical', weight: 'semibold' } };

export const Catalog: Story = {
  render: () => (
    <CatalogGrid>
      <CatalogGrid.Row>
        {tones.map((tone) => (
          <ExampleText key={tone} tone={tone} />
        ))}
      </CatalogGrid.Row>
      <CatalogGrid.Row align="baseline">
        {sizes.map((size) => (
          <ExampleText key={size} size={size} />
        ))}
      </CatalogGrid.Row>
      <CatalogGrid.Row>
        {weights.map((weight) => (
          <ExampleText key={weight} weight={weight} />
        ))}
      </CatalogGrid.Row>
    </CatalogGrid>
  ),
};

/** Narrow columns of text that would otherwise overflow or break Korean words mid-word. */
function WrapSamples() {
  const t = useT();
  return (
    <CatalogGrid.Row align="start">
      <Text as="p" style={{ width: '12rem' }}>
        {t('primitives.example.longAddress')}
      </Text>
      <Text as="p" wrap="anywhere" style={{ width: '12rem' }}>
        {t('primitives.example.longAddress')}
      </Text>
      <Text as="p" wrap="keep-all" style={{ width: '12rem' }}>
        {t('primitives.example.sentence')}
      </Text>
    </CatalogGrid.Row>
  );
}

/** Default wrapping, then `wrap="anywhere"` (the address breaks), then `wrap="keep-all"`. */
export const Wrap: Story = { render: () => <WrapSamples /> };

/** In Korean, `keep-all` breaks at spaces only, so words stay whole. */
export const WrapKorean: Story = {
  tags: ['visual'],
  globals: { locale: 'ko' },
  render: () => <WrapSamples />,
};
