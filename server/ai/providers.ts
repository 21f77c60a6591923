import type { AiProviderName } from '#contract/ai/ai.ts';
import { createOpenAiProvider } from './openai-provider.ts';
import type { OpenAiSettings } from './openai-provider.ts';
import type { AiProvider } from './provider.ts';
import { createSandboxProvider } from './sandbox-provider.ts';

/** The providers this server can use: the sandbox always, OpenAI when its key is set. */
export type AiProviders = {
  get(name: AiProviderName): AiProvider | null;
  available(name: AiProviderName): boolean;
};

export type AiOptions = {
  openai?: OpenAiSettings | undefined;
  /** Replaces a provider altogether (tests). */
  providers?: Partial<Record<AiProviderName, AiProvider>>;
};

export function createAiProviders(options: AiOptions = {}): AiProviders {
  const made: Partial<Record<AiProviderName, AiProvider>> = {
    sandbox: createSandboxProvider(),
    ...(options.openai ? { openai: createOpenAiProvider(options.openai) } : {}),
    ...options.providers,
  };
  return {
    get: (name) => made[name] ?? null,
    available: (name) => made[name] !== undefined,
  };
}

/**
 * OPENAI_API_KEY (unset: only the sandbox), OPENAI_BASE_URL (optional: a compatible server) and
 * OPENAI_TIMEOUT_MS (default 20000).
 */
export function aiOptionsFromEnv(env: NodeJS.ProcessEnv): AiOptions {
  const apiKey = env.OPENAI_API_KEY?.trim();
  if (!apiKey) return {};
  const timeout = Number(env.OPENAI_TIMEOUT_MS);
  return {
    openai: {
      apiKey,
      baseURL: env.OPENAI_BASE_URL?.trim() || undefined,
      ...(Number.isInteger(timeout) && timeout > 0 ? { timeoutMs: timeout } : {}),
    },
  };
}
