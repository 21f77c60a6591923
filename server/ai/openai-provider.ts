import OpenAI from 'openai';
import type { AiAnswer, AiProvider, AiRequest } from './provider.ts';
import { AiProviderError } from './provider.ts';

export type OpenAiSettings = {
  apiKey: string;
  /** Another address for the same API (a proxy, a compatible server, the tests' stand-in). */
  baseURL?: string | undefined;
  /** How long one generation may take, in milliseconds (default 20 s). */
  timeoutMs?: number;
};

export const OPENAI_DEFAULT_TIMEOUT_MS = 20_000;

/** A provider failure in words an admin or pastor can act on; never the key, never a stack. */
export function openAiFailure(error: unknown, timeoutMs: number): AiProviderError {
  if (error instanceof OpenAI.APIConnectionTimeoutError) {
    return new AiProviderError(
      `The AI provider did not answer within ${timeoutMs / 1000} s. Try again later.`,
    );
  }
  if (error instanceof OpenAI.APIConnectionError) {
    return new AiProviderError('The AI provider could not be reached. Try again later.');
  }
  if (
    error instanceof OpenAI.AuthenticationError ||
    error instanceof OpenAI.PermissionDeniedError
  ) {
    return new AiProviderError('The AI provider refused the server’s key. An admin must check it.');
  }
  if (error instanceof OpenAI.RateLimitError) {
    return new AiProviderError('The AI provider is busy or out of quota. Try again later.');
  }
  if (error instanceof OpenAI.NotFoundError) {
    return new AiProviderError('The AI provider does not know this model. An admin must check it.');
  }
  if (error instanceof OpenAI.APIError) {
    return new AiProviderError(
      `The AI provider answered with an error (${error.status ?? 'no status'}). Try again later.`,
    );
  }
  return new AiProviderError('The AI provider’s answer could not be read.');
}

/**
 * OpenAI's Chat Completions API through its official SDK (`openai`), with one retry of its own
 * and a timeout. The same API is spoken by many compatible servers, so `baseURL` can point at
 * one of them (OPENAI_BASE_URL).
 */
export function createOpenAiProvider(settings: OpenAiSettings): AiProvider {
  const timeoutMs = settings.timeoutMs ?? OPENAI_DEFAULT_TIMEOUT_MS;
  const client = new OpenAI({
    apiKey: settings.apiKey,
    ...(settings.baseURL ? { baseURL: settings.baseURL } : {}),
    timeout: timeoutMs,
    maxRetries: 1,
  });
  return {
    name: 'openai',
    generate: async (request: AiRequest): Promise<AiAnswer> => {
      let completion: OpenAI.Chat.Completions.ChatCompletion;
      try {
        completion = await client.chat.completions.create({
          model: request.model,
          messages: [
            { role: 'system', content: request.instructions },
            { role: 'user', content: request.input },
          ],
          max_completion_tokens: request.maxOutputTokens,
          ...(request.json ? { response_format: { type: 'json_object' as const } } : {}),
        });
      } catch (error) {
        throw openAiFailure(error, timeoutMs);
      }
      const text = completion.choices?.[0]?.message?.content;
      if (typeof text !== 'string' || text.trim() === '') {
        throw new AiProviderError('The AI provider answered with no text. Try again.');
      }
      return {
        text,
        tokensIn: completion.usage?.prompt_tokens ?? 0,
        tokensOut: completion.usage?.completion_tokens ?? 0,
      };
    },
  };
}
