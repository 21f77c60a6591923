import { MakeVideoScreen } from '#screens/videos/MakeVideoScreen';
import { useMakeVideoScreen } from './useMakeVideoScreen';

/** The pastor's welcome video: the one the invitation card's QR code leads to. */
export function WelcomeVideoContainer() {
  return <MakeVideoScreen {...useMakeVideoScreen('welcome')} />;
}

/** The video on the church's public profile. */
export function ProfileVideoContainer() {
  return <MakeVideoScreen {...useMakeVideoScreen('profile')} />;
}

/** A person's Jesus story (the route is dark and has no progress bar). */
export function ShareYourStoryContainer() {
  return <MakeVideoScreen {...useMakeVideoScreen('story')} />;
}
