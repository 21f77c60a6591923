import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { useT } from '#ds/i18n';
import { Testimony, type TestimonyProps } from './Testimony';

/** A testimony whose words come from the locale files, so it reads in the chosen language. */
function ExampleTestimony({
  erased = false,
  ...props
}: Omit<TestimonyProps, 'quote' | 'author' | 'date' | 'erasedLabel'> & { erased?: boolean }) {
  const t = useT();
  return (
    <Testimony
      {...props}
      quote={erased ? null : t('testimony.example.quote')}
      author={erased ? null : t('testimony.example.author')}
      date={t('testimony.example.date')}
      erasedLabel={t('testimony.example.erased')}
    />
  );
}

const meta = {
  title: 'Design System/Display/Testimony',
  component: ExampleTestimony,
  args: { erased: false },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 640 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ExampleTestimony>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The playground: a person's words, their first name and the date. */
export const Quoted: Story = {};

export const QuotedKorean: Story = { globals: { locale: 'ko' } };

/** Withdrawn by the person: the words are erased and the label says so. */
export const Erased: Story = { args: { erased: true } };

export const QuotedDark: Story = { globals: { theme: 'dark' } };

/** A figure with a quotation and its caption, which screen readers read as one. */
export const TestimonySemantics: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const figure = canvas.getByRole('figure');
    await expect(figure.querySelector('blockquote')).not.toBeNull();
    await expect(figure.querySelector('figcaption')).toHaveTextContent('Maya');
  },
};
