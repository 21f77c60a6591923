import { memo, useDeferredValue } from 'react';
import {
  PastorDashboardScreen,
  type PastorDashboardScreenProps,
} from '#screens/dashboard/PastorDashboardScreen';
import { DashboardPosts } from '#app/features/content/DashboardPosts';
import { TakesOverPrerendered } from '#app/prerender/TakesOverPrerendered';
import { usePastorDashboardScreen } from './usePastorDashboardScreen';
import { BootcampCardContainer } from '#app/features/bootcamp/BootcampCardContainer';

/** The cards other features add to the dashboard, one line each. */
const featureCards = (
  <>
    <BootcampCardContainer />
  </>
);

/** Renders the screen only when its props object changes (the deferred value below). */
const Screen = memo(function Screen({ props }: { props: PastorDashboardScreenProps }) {
  return <PastorDashboardScreen {...props} featureCards={featureCards} news={<DashboardPosts />} />;
});

export function PastorDashboardContainer() {
  // The data's arrival (the progress steps, the profile) re-renders the whole screen: deferred,
  // React renders it in the background in slices and keeps the page answering meanwhile,
  // instead of one long task (decision 040).
  const props = useDeferredValue(usePastorDashboardScreen());
  // The build prerenders this page for a remembered pastor (decision 059): once mounted, it
  // takes the stand-in's place.
  return (
    <TakesOverPrerendered>
      <Screen props={props} />
    </TakesOverPrerendered>
  );
}
