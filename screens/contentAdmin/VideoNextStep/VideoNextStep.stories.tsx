import type { Meta, StoryObj } from '@storybook/react-vite';
import { inContentFrame } from '#screens/shared/storySupport';
import { VideoNextStep } from './VideoNextStep';

const meta = {
  title: 'Screens/ContentAdmin/VideoNextStep',
  component: VideoNextStep,
  args: { kind: 'monthly', href: '/admin/monthly_pages/create?video_id=4' },
  decorators: [inContentFrame],
  parameters: { layout: 'fullscreen' },
  globals: { role: 'admin' },
} satisfies Meta<typeof VideoNextStep>;

export default meta;
type Story = StoryObj<typeof meta>;

/** After a monthly upload: make (or attach) the month's page that shows it. */
export const Monthly: Story = { tags: ['visual'] };

/** After an instruction upload: a page of its own shows it. */
export const Instruction: Story = {
  tags: ['visual'],
  args: { kind: 'instruction', href: '/admin/pages/create?kind=page&video_id=5' },
};
