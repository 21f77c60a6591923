import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router';
import { calls } from '#contract/calls';
import type { CardResultsQuery } from '#contract/results/results';
import { RESULTS_DEFAULT_DAYS } from '#contract/results/results';
import type {
  CardResultsFilters,
  CardResultsScreenProps,
} from '#screens/results/CardResultsScreen';
import { errorCode } from '#app/api';
import { endpointQuery } from '#app/query/endpointQuery';
import { screenStateOf } from '#app/shared/screenStatus';
import { useRouteHref } from '#app/shared/useRouteHref';
import { useSessionUser } from '#app/shared/useSessionUser';
import { useVisibleRoutes } from '#app/shared/useVisibleRoutes';

const DAY_MS = 24 * 60 * 60 * 1000;
const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/** The filters in the address (`?batch=3&from=…`), the last 60 days by default. */
export function filtersOf(search: string, now = new Date()): CardResultsFilters {
  const params = new URLSearchParams(search);
  const to = params.get('to') ?? isoDay(now);
  const from =
    params.get('from') ??
    isoDay(new Date(new Date(`${to}T00:00:00Z`).getTime() - (RESULTS_DEFAULT_DAYS - 1) * DAY_MS));
  return { batch: params.get('batch') ?? '', campus: params.get('campus') ?? '', from, to };
}

function queryOf(filters: CardResultsFilters): CardResultsQuery {
  return {
    ...(filters.batch ? { code_id: Number(filters.batch) } : {}),
    ...(filters.campus ? { location_id: Number(filters.campus) } : {}),
    from: filters.from,
    to: filters.to,
  };
}

/**
 * get-results: the church's card funnel (GET /results/cards). The chosen batch, campus and
 * days live in the address, so back, forward, reload and a shared link keep them; the numbers
 * on screen stay while the next ones load.
 */
export function useCardResultsScreen(): CardResultsScreenProps {
  const location = useLocation();
  const navigate = useNavigate();
  const href = useRouteHref();
  const visible = useVisibleRoutes(useSessionUser());
  const filters = filtersOf(location.search);
  const results = useQuery({
    ...endpointQuery(calls.cardResults, queryOf(filters)),
    placeholderData: keepPreviousData,
  });
  const refused = results.isError && errorCode(results.error) === 'validation_failed';
  const data = results.data;
  const empty = data !== undefined && data.batches.length === 0;
  return {
    // A refused range keeps the last numbers and says why, rather than an error page.
    ...screenStateOf(refused ? [] : [results], { empty }),
    filters,
    onFiltersChange: (next) => {
      const search = new URLSearchParams(
        Object.entries(next).filter(([, value]) => value !== ''),
      ).toString();
      navigate({ pathname: location.pathname, search: search ? `?${search}` : '' });
    },
    batches: (data?.batches ?? []).map((batch) => ({
      id: batch.code_id,
      label: batch.label,
      code: batch.code,
      cards: batch.cards,
      source: batch.source,
    })),
    campuses: data?.campuses ?? [],
    funnel: data?.funnel ?? {
      cards: 0,
      scans: 0,
      view: 0,
      play: 0,
      watched_25: 0,
      watched_50: 0,
      watched_75: 0,
      watched_100: 0,
      message: 0,
    },
    scansBySource: data?.scans_by_source ?? { card: 0, insert: 0 },
    embeddedVideo: data?.embedded_video ?? false,
    days: data?.days ?? [],
    website: data?.website ?? [],
    orderCardsHref: visible.has('orderCards')
      ? href('orderCards')
      : visible.has('individualOrderCards')
        ? href('individualOrderCards')
        : undefined,
    rangeError: refused ? 'results.range.tooLong' : undefined,
  };
}
