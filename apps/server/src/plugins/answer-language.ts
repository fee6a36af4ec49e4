import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { languageOfAcceptLanguage, translateMessage } from '@kusp/contracts';
import { translatorFor } from '../lib/translators.ts';

interface WithMessage {
  message: string;
  errors?: Record<string, string>;
}

const hasMessage = (payload: unknown): payload is WithMessage =>
  typeof payload === 'object' &&
  payload !== null &&
  typeof (payload as { message?: unknown }).message === 'string';

/**
 * Every text the server writes for people in an answer (an error's `message` and `errors`, a
 * success's `message`) goes out in the caller's language, as its Accept-Language names it: the
 * web sends the language on screen with every call (docs/i18n.md). The server writes them in
 * English, from the `messages` and `server` namespaces; any other text goes out as written.
 */
export default fp(async function answerLanguage(app: FastifyInstance) {
  app.addHook('preSerialization', async (request, _reply, payload) => {
    if (!hasMessage(payload)) return payload;
    const language = languageOfAcceptLanguage(request.headers['accept-language']);
    if (language === 'en') return payload;
    const translator = translatorFor(language);
    const translate = (text: string) => translateMessage(translator, text);
    return {
      ...payload,
      message: translate(payload.message),
      ...(payload.errors && {
        errors: Object.fromEntries(
          Object.entries(payload.errors).map(([field, text]) => [field, translate(text)]),
        ),
      }),
    };
  });
});
