import type { ReactNode } from 'react';
import { Form } from 'react-final-form';
import { Button } from '#ds/actions/Button';
import { Link } from '#ds/actions/Link';
import { Icon } from '#ds/display/Icon';
import { InlineAlert } from '#ds/feedback/InlineAlert';
import { maxLength, TextField } from '#ds/forms';
import { useT } from '#ds/i18n';
import { useNumberFormat } from '#screens/shared/formatDate';
import { StyledChurch, StyledResult, StyledSearch } from './ChurchSearch.styles';
import { Stack } from '#ds/primitives/Stack';

/** A church the finder found, as the lists show it. */
export type FoundChurchRow = {
  accountId: number;
  name: string;
  /** Where its first campus is ('Springfield, IL'); null without a campus. */
  place: string | null;
  /** Kilometres to its nearest pinned campus, when the person shared their location. */
  distanceKm: number | null;
  website: string | null;
  /** The church's public page (/church/<slug>). */
  publicHref: string;
};

/**
 * Whether the finder knows where the person is: not asked, asking the browser, known, refused
 * by the person, or not possible in this browser.
 */
export type FinderLocation = 'off' | 'locating' | 'on' | 'denied' | 'unsupported';

export const FINDER_TEXT_MAX = 100;

export type ChurchSearchFormProps = {
  /** The search as it is applied now. */
  search: string;
  onSearch: (search: string) => void;
  location?: FinderLocation;
  /** Asks the browser for the person's location; no button without it. */
  onUseLocation?: () => void;
};

/** The finder's search: name, city or zip code, and 'Use my location' when offered. */
export function ChurchSearchForm({
  search,
  onSearch,
  location = 'off',
  onUseLocation,
}: ChurchSearchFormProps) {
  const t = useT();
  return (
    <>
      <Form<{ q?: string }>
        onSubmit={(values) => onSearch((values.q ?? '').trim())}
        initialValues={{ q: search }}
      >
        {({ handleSubmit }) => (
          <StyledSearch role="search" onSubmit={handleSubmit} noValidate>
            <TextField
              name="q"
              type="search"
              label={t('connections.finder.search')}
              hint={t('connections.finder.searchHint')}
              autoComplete="off"
              validate={maxLength(FINDER_TEXT_MAX)}
            />
            <Button type="submit" variant="secondary" icon={<Icon name="search" />}>
              {t('connections.finder.searchButton')}
            </Button>
            {onUseLocation && location !== 'unsupported' && (
              <Button
                type="button"
                variant="secondary"
                icon={<Icon name="map-pin" />}
                loading={location === 'locating'}
                onClick={onUseLocation}
                aria-pressed={location === 'on'}
              >
                {t('connections.finder.useLocation')}
              </Button>
            )}
          </StyledSearch>
        )}
      </Form>
      {location === 'denied' && (
        <InlineAlert tone="warning" description={t('connections.finder.locationDenied')} />
      )}
      {location === 'on' && (
        <InlineAlert tone="info" description={t('connections.finder.nearestFirst')} />
      )}
    </>
  );
}

export type ChurchFinderProps = ChurchSearchFormProps & {
  /** What the search found. */
  churches: readonly FoundChurchRow[];
  /** One church of the results as this list shows it (its summary, and what can be done). */
  renderChurch: (church: FoundChurchRow) => ReactNode;
};

/** The finder's search, then what it found: 'No church matches' or the list of churches. */
export function ChurchFinder({ churches, renderChurch, ...search }: ChurchFinderProps) {
  const t = useT();
  return (
    <>
      <ChurchSearchForm {...search} />
      {churches.length === 0 ? (
        <p role="status">{t('connections.finder.noMatch')}</p>
      ) : (
        <Stack as="ul" gap={3} aria-label={t('connections.finder.results')}>
          {churches.map((church) => (
            <StyledResult key={church.accountId}>{renderChurch(church)}</StyledResult>
          ))}
        </Stack>
      )}
    </>
  );
}

/**
 * A found church: its name (a heading of `headingLevel`, under the page's sections or directly
 * under its title), where it is and how far, its website and public page.
 */
export function ChurchSummary({
  church,
  headingLevel = 3,
}: {
  church: FoundChurchRow;
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const t = useT();
  const formatNumber = useNumberFormat();
  const where = [
    church.place,
    church.distanceKm !== null
      ? t('connections.finder.distance', { km: formatNumber(church.distanceKm) })
      : null,
  ].filter(Boolean);
  return (
    <StyledChurch>
      <Heading>{church.name}</Heading>
      <span>{where.length > 0 ? where.join(' · ') : t('connections.finder.noCampus')}</span>
      <Stack direction="horizontal" wrap="wrap" align="center" rowGap={3} columnGap={4}>
        {church.website && (
          <Link href={church.website} external>
            {t('connections.finder.website')}
          </Link>
        )}
        <Link href={church.publicHref} external>
          {t('connections.finder.publicPage')}
        </Link>
      </Stack>
    </StyledChurch>
  );
}
