import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { inContentFrame } from '#screens/shared/storySupport';
import { emptyProfile, filledProfile, noPictures, storyPictures } from '../storyFixtures';
import { ChurchProfileScreen } from './ChurchProfileScreen';

const meta = {
  title: 'Screens/Church/ChurchProfileScreen',
  component: ChurchProfileScreen,
  args: {
    status: 'ready',
    churchName: 'Grace Community Church',
    profile: filledProfile,
    pictures: storyPictures,
    publicUrl: 'https://outreach.example/church/grace-community-church',
    editHref: '/editProfile',
    onRetry: fn(),
  },
  argTypes: { status: { control: 'inline-radio', options: ['loading', 'error', 'ready'] } },
  decorators: [inContentFrame],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ChurchProfileScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The pastor's view of a whole profile. */
export const Filled: Story = { tags: ['visual'] };

export const FilledKorean: Story = { globals: { locale: 'ko' } };

export const FilledFrench: Story = { globals: { locale: 'fr' } };

/** The care team reads it, without Edit profile. */
export const ForCare: Story = { args: { editHref: undefined }, globals: { role: 'care' } };

/** Never filled in: what is missing, and the way to fill it in. */
export const NotFilledIn: Story = {
  tags: ['visual'],
  args: { profile: emptyProfile, pictures: noPictures },
};

/** A church not active yet (pending approval) has no public page: no link, a note instead. */
export const ChurchNotActiveYet: Story = {
  args: { publicUrl: undefined, publicPageWaiting: true },
};

export const Loading: Story = { args: { status: 'loading' } };

export const LoadError: Story = { args: { status: 'error' } };
