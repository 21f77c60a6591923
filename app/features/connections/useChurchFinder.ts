import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { calls } from '#contract/calls';
import type { ChurchFinderRequest, FoundChurch } from '#contract/connections/churches';
import type { FinderLocation, FoundChurchRow } from '#screens/connections/ChurchSearch';
import { endpointQuery } from '#app/query/endpointQuery';

/** The church's public page, served by the product itself (no sign-in). */
export function publicChurchHref(slug: string): string {
  return `/church/${encodeURIComponent(slug)}`;
}

export function foundChurchRowOf(church: FoundChurch): FoundChurchRow {
  const campus = church.campuses[0];
  return {
    accountId: church.account_id,
    name: church.name,
    place: campus ? [campus.city, campus.state].filter(Boolean).join(', ') : null,
    distanceKm: church.distance_km,
    website: church.website,
    publicHref: publicChurchHref(church.slug),
  };
}

type Point = { latitude: number; longitude: number };

/** Four decimals (about 10 m): near enough to sort by distance, and the same key on a re-ask. */
const rounded = (value: number) => Math.round(value * 10_000) / 10_000;

/**
 * The church finder (GET /church_finder) as the connect and directory screens use it: the search
 * lives in the URL (`?q=`), the person's location only in memory, asked of the browser when they
 * press 'Use my location'.
 */
export function useChurchFinder() {
  const location = useLocation();
  const navigate = useNavigate();
  const search = (new URLSearchParams(location.search).get('q') ?? '').slice(0, 100);
  const [point, setPoint] = useState<Point>();
  const [locating, setLocating] = useState<FinderLocation>(
    typeof navigator !== 'undefined' && 'geolocation' in navigator ? 'off' : 'unsupported',
  );
  const input: ChurchFinderRequest = {
    ...(search ? { q: search } : {}),
    ...(point ? { latitude: point.latitude, longitude: point.longitude } : {}),
  };
  const query = useQuery({
    ...endpointQuery(calls.churchFinder, input),
    placeholderData: keepPreviousData,
  });
  return {
    query,
    search,
    onSearch: (next: string) => {
      const params = new URLSearchParams(location.search);
      if (next) params.set('q', next);
      else params.delete('q');
      const text = params.toString();
      navigate({ pathname: location.pathname, search: text ? `?${text}` : '' });
    },
    location: locating,
    onUseLocation: () => {
      setLocating('locating');
      navigator.geolocation.getCurrentPosition(
        (position) => {
          setPoint({
            latitude: rounded(position.coords.latitude),
            longitude: rounded(position.coords.longitude),
          });
          setLocating('on');
        },
        () => setLocating('denied'),
        { maximumAge: 10 * 60_000, timeout: 15_000 },
      );
    },
    churches: (query.data?.churches ?? []).map(foundChurchRowOf),
  };
}
