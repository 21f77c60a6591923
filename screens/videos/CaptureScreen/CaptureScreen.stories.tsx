import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { inContentFrame } from '#screens/shared/storySupport';
import { CaptureScreen } from './CaptureScreen';

const meta = {
  title: 'Screens/Videos/CaptureScreen',
  component: CaptureScreen,
  args: {
    backHref: '/share-your-story',
    onUse: fn(),
    maxSeconds: 300,
    // Stories never open a camera: each shows what the person sees without one.
    cameraProblem: 'unavailable',
  },
  argTypes: {
    cameraProblem: { control: 'inline-radio', options: ['unavailable', 'denied', 'busy'] },
  },
  decorators: [inContentFrame],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof CaptureScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** No camera on this device: it says so. */
export const NoCamera: Story = { tags: ['visual'] };

/** The camera is blocked for the site. */
export const Denied: Story = { args: { cameraProblem: 'denied' } };

/** On the way back to the story flow, in its dark theme. */
export const DarkForTheStory: Story = {
  args: { cameraProblem: 'busy' },
  globals: { theme: 'dark' },
};

export const Korean: Story = { globals: { locale: 'ko' } };
