import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { Testimonial } from '#contract/testimonials/testimonials';
import type { ScreenMessage } from '#screens/shared/messages';
import { inContentFrame, storyTimeZone } from '#screens/shared/storySupport';
import { TestimonialsScreen } from './TestimonialsScreen';

const consent = (locale: Testimonial['consent']['locale'], text: string) => ({
  text,
  version: '2026-11-25',
  locale,
  given_at: '2026-03-14T18:05:00.000Z',
});

const pending: Testimonial[] = [
  {
    id: 21,
    account_id: 1,
    church_name: 'Grace Community Church',
    status: 'pending',
    first_name: 'Maya',
    story:
      'A friend handed me a card after church.\nI watched the pastor’s video that night, and I came back the next Sunday.',
    source: 'video_page',
    consent: consent(
      'en',
      'I agree that Grace Community Church may show my first name and this story on its public pages. My e-mail address is never shown. I can withdraw my story at any time with the link in the confirmation e-mail; it is then taken down and erased.',
    ),
    created_at: '2026-03-14T18:05:00.000Z',
    decided_by: null,
    decided_at: null,
    withdrawn_at: null,
  },
  {
    id: 22,
    account_id: 1,
    church_name: 'Grace Community Church',
    status: 'pending',
    first_name: '지우',
    story: '카드를 받고 처음으로 교회에 갔습니다. 모두 따뜻하게 맞아 주었습니다.',
    source: 'church_page',
    consent: consent(
      'ko',
      'Grace Community Church에서 제 이름과 이 이야기를 공개 페이지에 게시하는 데 동의합니다. 제 이메일 주소는 공개되지 않습니다. 확인 메일의 링크로 언제든지 이야기를 철회할 수 있으며, 철회하면 게시가 내려지고 삭제됩니다.',
    ),
    created_at: '2026-03-12T09:30:00.000Z',
    decided_by: null,
    decided_at: null,
    withdrawn_at: null,
  },
];

const withdrawn: Testimonial[] = [
  {
    ...pending[0]!,
    id: 23,
    status: 'withdrawn',
    first_name: null,
    story: null,
    decided_by: 'Grace Pastor',
    decided_at: '2026-03-14T20:00:00.000Z',
    withdrawn_at: '2026-03-15T08:00:00.000Z',
  },
];

const counts = { pending: 2, approved: 3, rejected: 1, withdrawn: 1 };

const meta = {
  title: 'Screens/Church/TestimonialsScreen',
  component: TestimonialsScreen,
  args: {
    status: 'ready',
    state: 'pending',
    onStateChange: fn(),
    listStatus: 'ready',
    counts,
    testimonials: pending,
    onApprove: fn(async (): Promise<ScreenMessage | void> => undefined),
    onReject: fn(async (): Promise<ScreenMessage | void> => undefined),
    onRetry: fn(),
    timeZone: storyTimeZone,
  },
  argTypes: { status: { control: 'inline-radio', options: ['loading', 'error', 'ready'] } },
  decorators: [inContentFrame],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof TestimonialsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Waiting: Story = { tags: ['visual'] };

export const WaitingKorean: Story = { tags: ['visual'], globals: { locale: 'ko' } };

/** Withdrawn by the person: the words are erased, the consent record stays. */
export const Withdrawn: Story = {
  args: { state: 'withdrawn', testimonials: withdrawn },
};

export const EmptyTab: Story = { args: { state: 'rejected', testimonials: [] } };

export const SwitchingTab: Story = { args: { state: 'approved', listStatus: 'loading' } };

export const Loading: Story = { args: { status: 'loading' } };

export const LoadError: Story = { args: { status: 'error' } };

/** Approving says so; the consent record opens with the exact words. */
export const Approving: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getAllByText(/Consent given/)[0]!);
    await expect(canvas.getByText(/may show my first name/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: "Approve Maya's testimonial" }));
    await expect(args.onApprove).toHaveBeenCalledWith(21);
    await expect(await canvas.findByText(/is approved/)).toBeVisible();
  },
};

/** The tabs move with the arrow keys and show another state on Enter. */
export const ChoosingATab: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const waiting = canvas.getByRole('tab', { name: /Waiting/ });
    waiting.focus();
    await userEvent.keyboard('{ArrowRight}{Enter}');
    await expect(args.onStateChange).toHaveBeenCalledWith('approved');
  },
};

/** Someone else decided first, or the person withdrew it: the screen says so. */
export const DecidedElsewhere: Story = {
  args: {
    onReject: fn(async (): Promise<ScreenMessage | void> => 'testimonials.decidedElsewhere'),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: "Reject Maya's testimonial" }));
    await expect(await canvas.findByText(/decided on this testimonial/)).toBeVisible();
  },
};
