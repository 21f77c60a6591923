import { endpoint } from '../endpoint.ts';
import { ChurchFinderRequest, ChurchFinderResponse } from './churches.ts';
import {
  ChurchConnectionsRequest,
  ChurchConnectionsResponse,
  CreateChurchConnectionRequest,
  DecideChurchConnectionRequest,
  DecideChurchConnectionResponse,
  DestroyChurchConnectionRequest,
  ModeratedChurchesResponse,
  MyChurchConnectionsResponse,
} from './connections.ts';

/**
 * The feature's calls of the spec (section 7), gathered in contract/calls.ts. The church finder
 * and connections.
 */
export const connectionsCalls = {
  churchFinder: endpoint('GET', '/church_finder', ChurchFinderRequest, ChurchFinderResponse),
  myChurchConnections: endpoint<never, MyChurchConnectionsResponse>(
    'GET',
    '/my_church_connections',
    null,
    MyChurchConnectionsResponse,
  ),
  createChurchConnection: endpoint(
    'POST',
    '/create_church_connection',
    CreateChurchConnectionRequest,
    MyChurchConnectionsResponse,
  ),
  destroyChurchConnection: endpoint(
    'POST',
    '/destroy_church_connection',
    DestroyChurchConnectionRequest,
    MyChurchConnectionsResponse,
  ),
  getChurchConnections: endpoint(
    'GET',
    '/get_church_connections',
    ChurchConnectionsRequest,
    ChurchConnectionsResponse,
  ),
  getReviewChurchConnections: endpoint(
    'GET',
    '/get_review_church_connections',
    ChurchConnectionsRequest,
    ChurchConnectionsResponse,
  ),
  moderatedChurches: endpoint<never, ModeratedChurchesResponse>(
    'GET',
    '/moderated_churches',
    null,
    ModeratedChurchesResponse,
  ),
  decideChurchConnection: endpoint(
    'POST',
    '/decide_church_connection',
    DecideChurchConnectionRequest,
    DecideChurchConnectionResponse,
  ),
};
