import type { QueryClient } from '@tanstack/react-query';
import { endpoints } from '#contract';
import { apiClient, callEndpoint } from '#app/api';
import type { EarlyCalls } from '#app/api/earlyCalls';
import { session } from '#app/session/store';
import { endpointKey, type EndpointKey } from './keys';

/**
 * The screens' queries index.html may start with the page (app/api/earlyCalls.ts): the partner
 * dashboard's progress steps. The session's own calls (profile, config, instruction videos) are
 * the session's (app/session/actions.ts loadSessionData).
 */
const earlyQueryEndpoints = [endpoints.lookupUser];

/** An answer older than this is not put into a new cache (the query client's staleTime). */
const FRESH_MS = 30_000;

type EarlyAnswer = { token: string; key: EndpointKey; data: unknown; at: number };
let answers: EarlyAnswer[] = [];

/**
 * Takes the answers of the queries index.html started, before the first render, so that the
 * page's first render already has them (decision 040). Never rejects: a failed one is asked
 * again by its screen, which shows the failure.
 */
export async function loadEarlyQueries(
  early: EarlyCalls | undefined = window.outreachEarlyCalls,
): Promise<void> {
  const token = session.user?.jwt;
  // Started for another session: nothing to adopt, and the screen asks for itself.
  if (!token || !early || early.token !== token) return;
  const started = earlyQueryEndpoints.filter(
    (endpoint) => early.calls[`${endpoint.method.toLowerCase()} ${endpoint.path}`],
  );
  await Promise.all(
    started.map(async (endpoint) => {
      try {
        const data = await callEndpoint(apiClient, endpoint, {});
        answers = [...answers, { token, key: endpointKey(endpoint), data, at: Date.now() }];
      } catch {
        // The screen's own query asks again.
      }
    }),
  );
}

/** Puts the early answers of this session (its token) into its new query cache, with their age. */
export function seedEarlyQueries(client: QueryClient, token: string | null): void {
  const now = Date.now();
  answers = answers.filter((answer) => now - answer.at < FRESH_MS);
  for (const answer of answers) {
    if (answer.token === token)
      client.setQueryData(answer.key, answer.data, { updatedAt: answer.at });
  }
}

/** Forgets every early answer (tests). */
export function forgetEarlyQueries(): void {
  answers = [];
}
