import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { useT } from '#ds/i18n';
import { storyFrame } from '../storyFrames';
import { VideoEmbed, type VideoEmbedProps } from './VideoEmbed';

/**
 * Stories show the poster only: pressing play would load YouTube or Vimeo, and stories never
 * touch the network (VideoEmbed.test.tsx covers the player).
 */
function ExampleVideoEmbed(props: Partial<VideoEmbedProps>) {
  const t = useT();
  return (
    <div style={{ maxWidth: 720 }}>
      <VideoEmbed
        url="https://www.youtube.com/watch?v=dQw4w9WgXcQ"
        title={t('videoEmbed.example.title')}
        {...props}
      />
    </div>
  );
}

const meta = {
  title: 'Design System/Video/VideoEmbed',
  component: ExampleVideoEmbed,
  args: { url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' },
  argTypes: { load: { control: false } },
} satisfies Meta<typeof ExampleVideoEmbed>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A YouTube page link, waiting for the visitor to press play. */
export const Playground: Story = {};

export const Vimeo: Story = { args: { url: 'https://vimeo.com/76979871' } };

export const ShortYouTubeLink: Story = { args: { url: 'https://youtu.be/dQw4w9WgXcQ' } };

/** With a picture behind the play button; the text keeps its own surface to stay readable. */
export const WithPoster: Story = { args: { poster: storyFrame(1) } };

/** Anything but YouTube or Vimeo is refused with a message, not a broken frame. */
export const UnsupportedLink: Story = { args: { url: 'https://example.com/video.mp4' } };

export const Catalog: Story = {
  render: (args) => (
    <div
      style={{
        display: 'grid',
        gap: 24,
        gridTemplateColumns: 'repeat(auto-fit, minmax(280px, 1fr))',
      }}
    >
      <ExampleVideoEmbed {...args} />
      <ExampleVideoEmbed {...args} url="https://vimeo.com/76979871" poster={storyFrame(2)} />
      <ExampleVideoEmbed {...args} url="https://example.com/video.mp4" />
    </div>
  ),
};

export const KoreanCatalog: Story = { ...Catalog, globals: { locale: 'ko' } };

export const DarkCatalog: Story = { ...Catalog, globals: { theme: 'dark' } };

/** The poster is one button, reached with Tab, named after the video. Nothing loads yet. */
export const PosterIsOneButton: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    const play = canvas.getByRole('button', {
      name: 'Play video: Grace Church: welcome from Pastor Kim',
    });
    await expect(play).toHaveFocus();
    await expect(play).toHaveAccessibleDescription('Playing loads the YouTube player.');
    await expect(canvasElement.querySelector('iframe')).toBeNull();
  },
};
