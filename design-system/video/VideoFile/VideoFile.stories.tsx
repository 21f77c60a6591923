import type { Meta, StoryObj } from '@storybook/react-vite';
import { useT } from '#ds/i18n';
import { storyFrame } from '../storyFrames';
import { VideoFile, type VideoFileProps } from './VideoFile';

/**
 * Stories show the poster: with `preload="none"` nothing of the file is fetched until play, so
 * the address below is never asked for (VideoFile.test.tsx covers the element).
 */
function ExampleVideoFile(props: Partial<VideoFileProps>) {
  const t = useT();
  return (
    <div style={{ maxWidth: 720 }}>
      <VideoFile src="/files/example.mp4" title={t('videoFile.example.title')} {...props} />
    </div>
  );
}

const meta = {
  title: 'Design System/Video/VideoFile',
  component: ExampleVideoFile,
  args: { poster: storyFrame(2), width: 640, height: 360 },
} satisfies Meta<typeof ExampleVideoFile>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The poster, waiting for play. */
export const Playground: Story = {};

/** Before a poster exists the box keeps its shape. */
export const WithoutPoster: Story = { args: { poster: undefined } };
