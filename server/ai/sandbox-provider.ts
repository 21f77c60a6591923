import type { AiAnswer, AiProvider, AiRequest } from './provider.ts';
import { draftWords } from './ai-i18n.ts';

/** A rough count of tokens (about four characters each), so the log and caps work offline. */
export const roughTokens = (text: string) => Math.ceil(text.length / 4);

/**
 * The offline sandbox (decision 078): no network, no key, the same answer for the same request.
 * Every draft says it is a sandbox draft, in the draft's own language, so nobody takes it for
 * a model's work. Used by the demo and the tests.
 */
export function createSandboxProvider(): AiProvider {
  return {
    name: 'sandbox',
    generate: async (request: AiRequest): Promise<AiAnswer> => {
      const { task } = request;
      const t = draftWords(task.language);
      let text: string;
      if (task.kind === 'reply') {
        text = [
          t('drafts.sandbox.replyGreeting', { name: task.senderName }),
          t('drafts.sandbox.replyBody', { subject: task.subject }),
          t('drafts.sandbox.replyMark'),
        ].join('\n\n');
      } else {
        const mark = `[${t('drafts.sandbox.translationMark')}]`;
        text = JSON.stringify({
          title: task.title ? `${mark} ${task.title}` : '',
          summary: task.summary ? `${mark} ${task.summary}` : '',
          body: task.body ? `<p>${mark}</p>${task.body}` : '',
        });
      }
      return {
        text,
        tokensIn: roughTokens(request.instructions) + roughTokens(request.input),
        tokensOut: roughTokens(text),
      };
    },
  };
}
