import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { ContentDetail } from '#contract/content/content';
import { findOpenDialog } from '#ds/feedback/Dialog/storySupport';
import { Grid } from '#ds/primitives/Grid';
import { inContentFrame } from '#screens/shared/storySupport';
import { ContentAttachments, ContentPreview, ContentRevisions } from './ContentItemPanels';

const korean: ContentDetail = {
  kind: 'study_guide',
  slug: 'sharing-hope',
  topic: 'Evangelism',
  resource_type: null,
  month: null,
  position: 0,
  title: '이웃과 소망 나누기',
  summary: '소그룹을 위한 네 번의 짧은 모임입니다.',
  shown_in: 'ko',
  publish_at: '2026-12-01T15:00:00.000Z',
  body: '<h2>질문으로 시작하세요</h2><p>이웃에게 무엇이 <strong>소망</strong>이 되는지 물어보세요.</p><ul><li>먼저 들으세요</li><li>내 이야기를 나누세요</li></ul><p><a href="https://example.org/guide">전체 안내</a></p>',
  video_id: null,
  video_link: 'https://vimeo.com/76979871',
  attachments: [{ id: 1, name: '소망-교재.pdf', size: 1_200_000 }],
  updated_at: '2026-11-20T09:00:00.000Z',
};

const english: ContentDetail = {
  ...korean,
  title: 'Sharing hope with a neighbour',
  summary: 'Four short sessions for small groups.',
  shown_in: 'en',
  body: '<h2>Begin with a question</h2><p>Ask what gives your neighbour <strong>hope</strong>.</p>',
};

function Panels({
  preview,
  state,
}: {
  preview: ContentDetail | undefined;
  state: 'loading' | 'error' | 'ready';
}) {
  return (
    <Grid gap={8}>
      <ContentPreview
        language={preview === english ? 'fr' : 'ko'}
        onLanguageChange={fn()}
        state={state}
        onRetry={fn()}
        preview={preview}
      />
      <ContentAttachments
        attachments={[
          { id: 1, name: '소망-교재.pdf', size: 1_200_000 },
          { id: 2, name: 'slides.zip', size: 8_400_000 },
        ]}
        onUpload={fn(async () => 'contentAdmin.attachments.storageFailed' as const)}
        onRemove={fn(async () => undefined)}
        maxBytes={20_000_000}
        formatSize={(bytes) => `${(bytes / 1_000_000).toFixed(1)} MB`}
      />
      <ContentRevisions
        state={state}
        onRetry={fn()}
        revisions={[
          {
            id: 13,
            number: 3,
            actorName: 'Ada Admin',
            when: 'Nov 20, 2026, 9:00 AM',
            titleEn: 'Sharing hope with a neighbour',
          },
          {
            id: 12,
            number: 2,
            actorName: 'Ada Admin',
            when: 'Nov 19, 2026, 4:12 PM',
            titleEn: 'Sharing hope',
          },
          {
            id: 11,
            number: 1,
            actorName: 'Ben Editor',
            when: 'Nov 18, 2026, 11:30 AM',
            titleEn: 'Hope',
          },
        ]}
        onRestore={fn(async () => undefined)}
      />
    </Grid>
  );
}

const meta = {
  title: 'Screens/ContentAdmin/ContentItemPanels',
  component: Panels,
  args: { preview: korean, state: 'ready' },
  decorators: [inContentFrame],
  parameters: { layout: 'fullscreen' },
  globals: { role: 'admin' },
} satisfies Meta<typeof Panels>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The Korean preview (the body sanitized again on the client), files and revisions. */
export const Filled: Story = { tags: ['visual'] };

/** French is not published: readers see English, and the preview says so. */
export const ShownInEnglish: Story = { tags: ['visual'], args: { preview: english } };

export const Loading: Story = { args: { preview: undefined, state: 'loading' } };

export const LoadError: Story = { args: { preview: undefined, state: 'error' } };

/** Restoring asks first, naming the revision. */
export const RestoreAsks: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Restore revision 2' }));
    const dialog = await findOpenDialog(canvasElement, 'Are you sure?');
    await expect(within(dialog).getByText(/revision 2\?/)).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Restore' }));
  },
};

/** The storage refused the file: its message shows under the picker, with a retry. */
export const UploadRefused: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]')!;
    await userEvent.upload(input, new File(['%PDF-1.4'], 'guide.pdf', { type: 'application/pdf' }));
    await expect(
      await canvas.findByText('The file could not be stored just now. Try again in a few minutes.'),
    ).toBeVisible();
  },
};
