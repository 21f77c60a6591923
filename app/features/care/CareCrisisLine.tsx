import { useQuery } from '@tanstack/react-query';
import { calls } from '#contract/calls';
import { useLocale } from '#ds/i18n';
import { CrisisLine } from '#screens/care/CrisisLine';
import { endpointQuery } from '#app/query/endpointQuery';

/**
 * The crisis line on every care page (decision 076), in the reader's language: the general
 * advice shows at once and while the admin's text loads or if it cannot be read.
 */
export function CareCrisisLine() {
  const language = useLocale();
  const crisis = useQuery(endpointQuery(calls.careCrisisLine, { language }));
  return <CrisisLine text={crisis.data?.text ?? ''} />;
}
