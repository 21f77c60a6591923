import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { CONTENT_READER_ROLES } from '#contract/content/content';
import {
  ContentFormScreen,
  type ContentFormRefusal,
  type ContentFormValues,
} from '#screens/contentAdmin/ContentFormScreen';
import { inContentFrame } from '#screens/shared/storySupport';
import { AnswerSettings } from './AnswerSettings';

const categories = [
  { value: '1', label: 'Who is Jesus?' },
  { value: '2', label: 'Hope in hard times' },
  { value: '3', label: 'Prayer' },
];

const empty = (language: string) => ({
  [`title_${language}`]: '',
  [`summary_${language}`]: '',
  [`body_${language}`]: '',
  [`unfinished_${language}`]: false,
});

/** A new answer of "Hope in hard times", as its create page starts it. */
const newAnswer: ContentFormValues = {
  kind: 'answer',
  slug: '',
  topic: '',
  resource_type: '',
  month: '',
  position: '0',
  roles: [...CONTENT_READER_ROLES],
  status: 'draft',
  publish_at: '',
  unpublish_at: '',
  languages: ['en'],
  video_source: 'none',
  video_id: '',
  video_link: '',
  category_id: '2',
  answer_type: '',
  ...empty('en'),
  ...empty('es'),
  ...empty('fr'),
  ...empty('ko'),
};

const tabsWithErrors = (errors: Readonly<Record<string, unknown>>) =>
  (['en', 'es', 'fr', 'ko'] as const).filter((language) =>
    Object.keys(errors).some((name) => name.endsWith(`_${language}`)),
  );

/** The answer form: the content form, with the answer's type, category and place after the slug. */
function AnswerForm(props: {
  initialValues: ContentFormValues;
  onSubmit: (values: ContentFormValues) => Promise<ContentFormRefusal | void>;
}) {
  return (
    <ContentFormScreen
      title="Add answer"
      back={{ label: 'Hope in hard times', href: '/admin/category/detail/hope-in-hard-times' }}
      kinds={['answer']}
      uploadedVideos={[{ value: '4', label: 'Monthly: 2026-11 (November 2, 2026)' }]}
      submitLabel="Create"
      tabsWithErrors={tabsWithErrors}
      kindSettings={<AnswerSettings categories={categories} />}
      {...props}
    />
  );
}

const meta = {
  title: 'Screens/Player/AnswerSettings',
  component: AnswerForm,
  args: {
    initialValues: newAnswer,
    onSubmit: fn(async (): Promise<ContentFormRefusal | void> => undefined),
  },
  decorators: [inContentFrame],
  parameters: { layout: 'fullscreen' },
  globals: { role: 'admin' },
} satisfies Meta<typeof AnswerForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A new answer: its type is asked for, its category is the page's. */
export const NewAnswer: Story = { tags: ['visual'] };

/** The category starts as the page's, the type empty. */
export const NewAnswerFields: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('combobox', { name: /Category/ })).toHaveValue('2');
    await expect(canvas.getByRole('combobox', { name: /Answer type/ })).toHaveValue('');
  },
};

/** The category went meanwhile: the server's refusal shows on the category's field. */
export const CategoryRefused: Story = {
  args: {
    onSubmit: fn(async (): Promise<ContentFormRefusal | void> => ({
      fieldErrors: { category_id: 'playerAdmin.errors.category_id' },
    })),
    initialValues: {
      ...newAnswer,
      slug: 'hope-that-holds',
      title_en: 'A hope that holds',
      answer_type: 'article',
    },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalled());
    const sent = (args.onSubmit as ReturnType<typeof fn>).mock.calls[0]![0] as ContentFormValues;
    await expect([sent.category_id, sent.answer_type]).toEqual(['2', 'article']);
    await expect(
      await canvas.findAllByText('Choose the category of this answer.'),
    ).not.toHaveLength(0);
  },
};

/** The same page for an admin reading Korean. */
export const NewAnswerKorean: Story = { tags: ['visual'], globals: { locale: 'ko' } };
