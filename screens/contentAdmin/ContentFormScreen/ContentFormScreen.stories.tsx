import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { SECTION_KINDS } from '#contract/content/content';
import { inContentFrame } from '#screens/shared/storySupport';
import {
  ContentFormScreen,
  type ContentFormRefusal,
  type ContentFormValues,
} from './ContentFormScreen';

const guide: ContentFormValues = {
  kind: 'study_guide',
  slug: 'sharing-hope',
  topic: 'Evangelism',
  resource_type: '',
  month: '',
  position: '0',
  roles: ['evangelism', 'free_evangelism'],
  status: 'scheduled',
  publish_at: '2026-12-01T09:00',
  unpublish_at: '',
  languages: ['en', 'ko'],
  video_source: 'link',
  video_id: '',
  video_link: 'https://vimeo.com/76979871',
  title_en: 'Sharing hope with a neighbour',
  summary_en: 'Four short sessions for small groups.',
  body_en:
    '<h2>Begin with a question</h2><p>Ask what gives your neighbour <strong>hope</strong>.</p><ul><li>Listen first</li><li>Share your story</li></ul>',
  unfinished_en: false,
  title_es: '',
  summary_es: '',
  body_es: '',
  unfinished_es: false,
  title_fr: 'Partager l’espérance',
  summary_fr: '',
  body_fr: '',
  unfinished_fr: true,
  title_ko: '이웃과 소망 나누기',
  summary_ko: '소그룹을 위한 네 번의 짧은 모임입니다.',
  body_ko:
    '<h2>질문으로 시작하세요</h2><p>이웃에게 무엇이 <strong>소망</strong>이 되는지 물어보세요.</p>',
  unfinished_ko: false,
};

const tabsWithErrors = (errors: Readonly<Record<string, unknown>>) =>
  (['en', 'es', 'fr', 'ko'] as const).filter((language) =>
    Object.keys(errors).some((name) => name.endsWith(`_${language}`)),
  );

const meta = {
  title: 'Screens/ContentAdmin/ContentFormScreen',
  component: ContentFormScreen,
  args: {
    title: 'Edit “Sharing hope with a neighbour”',
    back: { label: 'Pages', href: '/admin/pages' },
    kinds: SECTION_KINDS.pages,
    uploadedVideos: [{ value: '4', label: 'Monthly: 2026-11 (November 2, 2026)' }],
    initialValues: guide,
    submitLabel: 'Save',
    onSubmit: fn(async (): Promise<ContentFormRefusal | void> => undefined),
    tabsWithErrors,
    onRetry: fn(),
  },
  decorators: [inContentFrame],
  parameters: { layout: 'fullscreen' },
  globals: { role: 'admin' },
} satisfies Meta<typeof ContentFormScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A study guide being edited: its settings, then the English tab with the editor. */
export const Edit: Story = {
  tags: ['visual'],
};

/** The same page for an admin reading Korean. */
export const EditKorean: Story = {
  tags: ['visual'],
  globals: { locale: 'ko' },
};

/** A new monthly page: the kind is not asked, the month is. */
export const CreateMonthlyPage: Story = {
  tags: ['visual'],
  args: {
    title: 'Create monthly video page',
    kinds: SECTION_KINDS.monthly_pages,
    submitLabel: 'Create',
    initialValues: {
      kind: 'monthly_page',
      status: 'draft',
      roles: ['evangelism'],
      languages: ['en'],
      video_source: 'upload',
      video_id: '4',
      month: '2026-11',
      slug: '2026-11',
    },
  },
};

export const Loading: Story = { args: { status: 'loading' } };

export const LoadError: Story = { args: { status: 'error' } };

/**
 * Publishing Korean while it is marked unfinished: the server's 400 lands on the Korean tab's
 * switch, and that tab opens.
 */
export const UnfinishedKoreanRefused: Story = {
  args: {
    initialValues: { ...guide, unfinished_ko: true },
    onSubmit: fn(async (): Promise<ContentFormRefusal | void> => ({
      fieldErrors: { unfinished_ko: 'contentAdmin.errors.unfinished' },
    })),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('toolbar', { name: 'Text formatting' }, { timeout: 15_000 });
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ unfinished_ko: true, languages: ['en', 'ko'] }),
    );
    const korean = await canvas.findByRole('tab', { name: /한국어/ });
    await waitFor(() => expect(korean).toHaveAttribute('aria-selected', 'true'));
    await expect(await canvas.findAllByText(/This language is marked unfinished/)).not.toHaveLength(
      0,
    );
    await expect(canvas.getByRole('switch', { name: /Translation unfinished/ })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  },
};

/** The editor writes HTML: bold text typed in the Korean tab reaches the saved values. */
export const TypeInKorean: Story = {
  args: { initialValues: { ...guide, body_ko: '' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: /한국어/ }));
    const editor = await canvas.findByRole('textbox', { name: 'Text' }, { timeout: 15_000 });
    await userEvent.click(editor);
    await userEvent.keyboard('{Control>}b{/Control}소망{Control>}b{/Control}');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ body_ko: '<p><strong>소망</strong></p>' }),
    );
  },
};
