import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { calls } from '#contract/calls';
import type { LocationInput } from '#contract/campuses/locations';
import {
  pinOf,
  type CampusesScreenProps,
  type CampusField,
  type CampusSaveError,
  type CampusValues,
} from '#screens/campuses/CampusesScreen';
import type { FieldErrors } from '#screens/shared/messages';
import { errorCode, fieldErrors } from '#app/api';
import { endpointMutation } from '#app/query/endpointMutation';
import { endpointQuery } from '#app/query/endpointQuery';
import { reportFailure } from '#app/shared/apiErrors';
import { screenStateOf } from '#app/shared/screenStatus';

/** The server's field names, and the prompt of ours each refusal shows. */
const fieldMessages = {
  name: ['name', 'locationForm.nameRequired'],
  address: ['address', 'locationForm.addressRequired'],
  city: ['city', 'locationForm.cityRequired'],
  state: ['state', 'locationForm.stateRequired'],
  zip_code: ['zipCode', 'locationForm.zipRequired'],
  country: ['country', 'locationForm.countryRequired'],
  latitude: ['latitude', 'locationForm.latitudeInvalid'],
  longitude: ['longitude', 'locationForm.longitudeInvalid'],
} as const;

/** What a refused save means to the person (never the server's own text). */
export function campusSaveErrorOf(error: unknown): CampusSaveError {
  const code = errorCode(error);
  if (code === 'validation_failed') {
    const fields = fieldErrors(error);
    const errors: FieldErrors<CampusField> = {};
    for (const [serverName, [field, message]] of Object.entries(fieldMessages)) {
      if (serverName in fields) errors[field] = message;
    }
    if (Object.keys(errors).length > 0) return { fieldErrors: errors };
  }
  if (code === 'conflict') return { formError: 'campuses.tooMany' };
  return { formError: 'common.somethingWentWrong' };
}

const requestOf = (values: CampusValues): LocationInput => ({
  ...(pinOf(values) ?? { latitude: null, longitude: null }),
  name: values.name.trim(),
  address: values.address.trim(),
  address2: values.address2?.trim() || null,
  city: values.city.trim(),
  state: values.state.trim(),
  zip_code: values.zipCode.trim(),
  country: values.country,
});

/**
 * Campuses: the church's locations (GET /locations), added, edited and removed. Each write
 * refreshes the profile, so the menu's 'Add church location to map.' badge follows at once.
 */
export function useCampusesScreen(): CampusesScreenProps {
  const queryClient = useQueryClient();
  const list = useQuery(endpointQuery(calls.locations));
  const map = list.data?.map;
  const create = useMutation(endpointMutation(calls.createLocation));
  const update = useMutation(endpointMutation(calls.updateLocation));
  const remove = useMutation(endpointMutation(calls.deleteLocation));
  const save = async (write: () => Promise<unknown>): Promise<CampusSaveError | void> => {
    try {
      await write();
    } catch (error) {
      reportFailure('Saving a campus', error);
      return campusSaveErrorOf(error);
    }
  };
  return {
    ...screenStateOf([list]),
    campuses: (list.data?.locations ?? []).map((location) => ({
      id: location.id,
      name: location.name,
      address: location.address,
      address2: location.address2 ?? undefined,
      city: location.city,
      state: location.state,
      zipCode: location.zip_code,
      country: location.country,
      latitude: location.latitude?.toString(),
      longitude: location.longitude?.toString(),
    })),
    tiles: { url: map?.tile_url ?? '', attribution: map?.attribution ?? '' },
    // The first place the configured geocoder suggests; a failure is reported, the pin stays.
    onFindPin: map?.geocoder
      ? async (address) => {
          const { places } = await queryClient.fetchQuery(
            endpointQuery(calls.geocode, { q: address }),
          );
          return places[0] ?? null;
        }
      : undefined,
    onCreate: (values) => save(() => create.mutateAsync(requestOf(values))),
    onUpdate: (id, values) => save(() => update.mutateAsync({ id, ...requestOf(values) })),
    onDelete: (id) => remove.mutateAsync({ id }),
  };
}
