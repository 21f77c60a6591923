import { isEmail } from '#contract/rules.ts';

/**
 * Support's mail settings (decision 077): SUPPORT_INBOUND_TOKEN, the token the mail provider's
 * inbound webhook sends as `Authorization: Bearer …` (unset: the webhook refuses everything),
 * and SUPPORT_REPLY_ADDRESS, the mailbox whose plus-addresses (`support+SR42.<signature>@…`)
 * lead back to each request (default support@localhost).
 */
export type SupportMailSettings = { inboundToken: string | null; replyAddress: string };

export const DEFAULT_SUPPORT_REPLY_ADDRESS = 'support@localhost';

export function supportMailSettings(given: Partial<SupportMailSettings> = {}): SupportMailSettings {
  return {
    inboundToken: given.inboundToken || null,
    replyAddress: given.replyAddress ?? DEFAULT_SUPPORT_REPLY_ADDRESS,
  };
}

export function supportMailFromEnv(env: NodeJS.ProcessEnv): Partial<SupportMailSettings> {
  const token = env.SUPPORT_INBOUND_TOKEN?.trim();
  const address = env.SUPPORT_REPLY_ADDRESS?.trim();
  if (address && !isEmail(address)) {
    throw new Error(`SUPPORT_REPLY_ADDRESS is not an e-mail address: ${address}`);
  }
  return {
    ...(token ? { inboundToken: token } : {}),
    ...(address ? { replyAddress: address } : {}),
  };
}
