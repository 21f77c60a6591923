import { endpoint } from '../endpoint.ts';
import {
  DeleteLocationRequest,
  GeocodeRequest,
  GeocodeResponse,
  LocationInput,
  LocationsResponse,
  UpdateLocationRequest,
} from './locations.ts';

/**
 * The feature's calls of the spec (section 7), gathered in contract/calls.ts. Campuses.
 */
export const campusesCalls = {
  locations: endpoint<never, LocationsResponse>('GET', '/locations', null, LocationsResponse),
  createLocation: endpoint('POST', '/create_location', LocationInput, LocationsResponse),
  updateLocation: endpoint('POST', '/update_location', UpdateLocationRequest, LocationsResponse),
  deleteLocation: endpoint('POST', '/delete_location', DeleteLocationRequest, LocationsResponse),
  geocode: endpoint('GET', '/geocode', GeocodeRequest, GeocodeResponse),
};
