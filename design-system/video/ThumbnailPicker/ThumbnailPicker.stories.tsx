import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { colorThemes } from '#ds/tokens';
import { CatalogGrid } from '#ds/storySupport';
import { storyFrames } from '../storyFrames';
import type { ThumbnailFrame } from './captureFrames';
import { ThumbnailPicker, type ThumbnailPickerProps } from './ThumbnailPicker';

const frames = storyFrames(4);

/** Keeps the choice in state, as a screen would, starting from the story's `value`. */
function ControlledPicker({ value, onChange, ...props }: ThumbnailPickerProps) {
  const [chosen, setChosen] = useState(value);
  return (
    <div style={{ maxWidth: 720 }}>
      <ThumbnailPicker
        {...props}
        value={chosen}
        onChange={(frame: ThumbnailFrame) => {
          setChosen(frame.src);
          onChange(frame);
        }}
      />
    </div>
  );
}

const meta = {
  title: 'Design System/Video/ThumbnailPicker',
  component: ControlledPicker,
  args: { frames, value: frames[0]!.src, count: 4, onChange: fn() },
  argTypes: { status: { control: 'inline-radio', options: [undefined, 'loading', 'error'] } },
} satisfies Meta<typeof ControlledPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Four frames of a 48-second video; the first is chosen. */
export const Playground: Story = {};

export const ThirdFrameChosen: Story = { args: { value: frames[2]!.src } };

export const SixFrames: Story = { args: { frames: storyFrames(6, 95), value: null } };

/** Frames are still being taken from the video. */
export const Loading: Story = { args: { frames: [], status: 'loading', value: null } };

/** The video could not be read (a format the browser cannot play, or a link without CORS). */
export const Failed: Story = { args: { frames: [], status: 'error', value: null, onRetry: fn() } };

export const Disabled: Story = { args: { disabled: true } };

export const Catalog: Story = {
  render: (args) => (
    <CatalogGrid gap={8}>
      <ControlledPicker {...args} />
      <ControlledPicker {...args} frames={[]} status="loading" value={null} />
      <ControlledPicker {...args} frames={[]} status="error" value={null} onRetry={fn()} />
    </CatalogGrid>
  ),
};

export const KoreanCatalog: Story = { ...Catalog, globals: { locale: 'ko' } };

export const DarkCatalog: Story = { ...Catalog, globals: { theme: 'dark' } };

/** With no choice yet, the first frame is chosen as soon as frames are there. */
export const ChoosesTheFirstFrame: Story = {
  args: { value: null },
  play: async ({ args, canvasElement }) => {
    const first = within(canvasElement).getByRole('radio', { name: 'Frame at 0:06' });
    await expect(first).toBeChecked();
    await expect(args.onChange).toHaveBeenCalledWith(frames[0]);
  },
};

/** A radio group: Tab reaches the chosen frame, arrow keys move the choice. */
export const ArrowKeysMoveTheChoice: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: 'Frame at 0:06' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    const second = canvas.getByRole('radio', { name: 'Frame at 0:18' });
    await expect(second).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(frames[1]);
    await expect(canvas.getByRole('group', { name: 'Thumbnail' })).toHaveAccessibleDescription(
      'Pick the picture people see before they play your video.',
    );
  },
};

/**
 * Records a 1.2-second clip of changing colours from a canvas with MediaRecorder, then lets
 * the picker take four frames of it with a real `<video>` and `<canvas>`.
 */
async function recordClip(): Promise<Blob> {
  const canvas = document.createElement('canvas');
  canvas.width = 160;
  canvas.height = 90;
  const context = canvas.getContext('2d')!;
  const colours = [
    colorThemes.light.accent,
    colorThemes.light.success,
    colorThemes.light.warning,
    colorThemes.light.critical,
  ];
  const start = performance.now();
  const paint = () => {
    const step = Math.min(colours.length - 1, Math.floor((performance.now() - start) / 300));
    context.fillStyle = colours[step]!;
    context.fillRect(0, 0, canvas.width, canvas.height);
  };
  paint();
  const recorder = new MediaRecorder(canvas.captureStream(30), { mimeType: 'video/webm' });
  const chunks: Blob[] = [];
  recorder.ondataavailable = (event) => chunks.push(event.data);
  const stopped = new Promise((resolve) => (recorder.onstop = resolve));
  const timer = setInterval(paint, 30);
  recorder.start();
  await new Promise((resolve) => setTimeout(resolve, 1200));
  recorder.stop();
  await stopped;
  clearInterval(timer);
  return new Blob(chunks, { type: 'video/webm' });
}

export const GrabsFramesFromARecordedClip: Story = {
  args: { frames: undefined, value: null },
  loaders: [async () => ({ clip: await recordClip() })],
  render: (args, { loaded }) => <ControlledPicker {...args} source={loaded.clip as Blob} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const radios = await canvas.findAllByRole('radio', {}, { timeout: 15000 });
    await expect(radios).toHaveLength(4);
    for (const radio of radios) {
      await expect(radio.getAttribute('value')).toMatch(/^data:image\/jpeg;base64,/);
    }
    await expect(radios[0]).toBeChecked();
    // The clip changes colour as it plays, so the first and last frames differ.
    await expect(radios[0]!.getAttribute('value')).not.toBe(radios[3]!.getAttribute('value'));
  },
};
