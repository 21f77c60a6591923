import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { inContentFrame, submitOnMount } from '#screens/shared/storySupport';
import { emptyProfile, filledProfile, noPictures, storyPictures } from '../storyFixtures';
import { EditProfileScreen, type PictureUploadError } from './EditProfileScreen';

const meta = {
  title: 'Screens/Church/EditProfileScreen',
  component: EditProfileScreen,
  args: {
    status: 'ready',
    values: filledProfile,
    pictures: storyPictures,
    publicUrl: 'https://outreach.example/church/grace-community-church',
    onSave: fn(),
    onUpload: fn(async (): Promise<PictureUploadError | void> => undefined),
    onRetry: fn(),
  },
  argTypes: { status: { control: 'inline-radio', options: ['loading', 'error', 'ready'] } },
  decorators: [inContentFrame],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof EditProfileScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every field filled in, with both pictures. */
export const Filled: Story = { tags: ['visual'] };

export const FilledKorean: Story = { globals: { locale: 'ko' } };

export const FilledDark: Story = { globals: { theme: 'dark' } };

/** A church that never saved its profile: no pictures, empty fields. */
export const Empty: Story = { args: { values: emptyProfile, pictures: noPictures } };

export const Loading: Story = { args: { status: 'loading' } };

export const LoadError: Story = { args: { status: 'error' } };

/** Sent without the required fields: the spec's prompts, church description and contact details. */
export const MissingFields: Story = {
  tags: ['visual'],
  args: { values: emptyProfile, pictures: noPictures },
  decorators: [submitOnMount],
};

export const MissingFieldsSpanish: Story = {
  args: { values: emptyProfile, pictures: noPictures },
  decorators: [submitOnMount],
  globals: { locale: 'es' },
};

/** Wrong addresses are caught before anything is sent. */
export const InvalidValues: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const website = canvas.getByRole('textbox', { name: 'Website' });
    const email = canvas.getByRole('textbox', { name: 'Counselling contact email' });
    const embed = canvas.getByRole('textbox', { name: /Welcome video embed code/ });
    await userEvent.clear(website);
    await userEvent.type(website, 'grace.example.org');
    await userEvent.clear(email);
    await userEvent.type(email, 'care-at-grace');
    await userEvent.clear(embed);
    await userEvent.type(embed, 'a video');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(args.onSave).not.toHaveBeenCalled();
    await expect(website).toHaveAccessibleDescription(/starts with http:\/\/ or https:\/\//);
    await expect(email).toHaveAccessibleDescription(/Enter a valid email address/);
    await expect(embed).toHaveAccessibleDescription(/embed code of a YouTube or Vimeo video/);
  },
};

/** Saved: every field goes to the server trimmed, and the page says so. */
export const Saving: Story = {
  args: { onSave: fn(async () => undefined) },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const times = canvas.getByRole('textbox', { name: /Service times/ });
    await userEvent.clear(times);
    await userEvent.type(times, ' Sunday 10:00 ');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(args.onSave).toHaveBeenCalledWith({
      ...filledProfile,
      serviceTimes: 'Sunday 10:00',
    });
    await expect(await canvas.findByText('Saved')).toBeVisible();
  },
};

/** The server refused a field: the field says so and what was typed stays. */
export const ServerRefusedField: Story = {
  args: {
    onSave: fn(async () => ({ fieldErrors: { donationUrl: 'editProfile.errors.url' as const } })),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    const donation = canvas.getByRole('textbox', { name: /Donation page address/ });
    await waitFor(() => expect(donation).toHaveAccessibleDescription(/starts with http/));
    await expect(donation).toHaveValue(filledProfile.donationUrl);
  },
};

/** The save failed on the server: a message, nothing lost. */
export const ServerError: Story = {
  args: { onSave: fn(async () => ({ formError: 'common.somethingWentWrong' as const })) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect((await canvas.findAllByText('Something went wrong!'))[0]).toBeVisible();
  },
};

/** A text file named .png: the server reads it, and refuses it with a message. */
export const UploadRefused: Story = {
  args: {
    pictures: noPictures,
    onUpload: fn(async () => ({ message: 'editProfile.errors.notPicture' as const })),
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const inputs = canvasElement.querySelectorAll<HTMLInputElement>('input[type="file"]');
    const headshot = inputs[1];
    if (!headshot) throw new Error('no headshot input');
    const file = new File(['not a picture'], 'me.png', { type: 'image/png' });
    await userEvent.upload(headshot, file);
    await expect(args.onUpload).toHaveBeenCalledWith('headshot', file);
    await expect(await canvas.findByText(/This file is not a picture/)).toBeVisible();
  },
};

/** A picture that was taken: the preview shows what the server now has. */
export const Uploaded: Story = {
  args: { pictures: noPictures },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const banner = canvasElement.querySelector<HTMLInputElement>('input[type="file"]');
    if (!banner) throw new Error('no banner input');
    await userEvent.upload(
      banner,
      new File([new Uint8Array(200)], 'banner.jpg', { type: 'image/jpeg' }),
    );
    await expect(args.onUpload).toHaveBeenCalledWith('banner', expect.any(File));
    await expect((await canvas.findAllByText('Upload complete'))[0]).toBeVisible();
  },
};
