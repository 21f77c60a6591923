import { endpoint } from '../endpoint.ts';
import { CardResultsQuery, CardResultsResponse } from './results.ts';

/**
 * The feature's calls of the spec (section 7), gathered in contract/calls.ts. Results of the
 * cards: the funnel per batch, campus and days.
 */
export const resultsCalls = {
  cardResults: endpoint('GET', '/results/cards', CardResultsQuery, CardResultsResponse),
};
