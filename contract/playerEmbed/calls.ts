import { endpoint } from '#contract/endpoint.ts';
import {
  OEmbedQuery,
  OEmbedResponse,
  PlayerEmbed,
  PlayerEmbedRequest,
  PlayerEmbedResponse,
  SavePlayerEmbedRequest,
} from './embeds.ts';

/**
 * The website player's embed calls (issue 26, decision 075), gathered in contract/calls.ts: the
 * generator reads and saves the church's embed; oEmbed answers anyone (a CMS asking by URL).
 */
export const playerEmbedCalls = {
  playerEmbed: endpoint('GET', '/player/embed', PlayerEmbedRequest, PlayerEmbedResponse),
  savePlayerEmbed: endpoint('POST', '/player/embed', SavePlayerEmbedRequest, PlayerEmbed),
  oembed: endpoint('GET', '/oembed', OEmbedQuery, OEmbedResponse),
};
