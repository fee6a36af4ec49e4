import OpenAI from 'openai';
import { parseUtcOffset } from '@kusp/astro';
import type { Language } from '@kusp/contracts';
import type { AiProvider } from './provider.ts';
import type { QuestionFacts } from './question-facts.ts';
import { periodLabel } from './question.ts';
import { sharedFactsText } from './shared-facts.ts';
import { wordsIn } from './words.ts';

/** The language the answer is to be written in: the customer's, whatever the question's. */
const answerLanguage: Record<Language, string> = {
  en: 'Write your answer in English.',
  hi: 'Write your answer in Hindi, in Devanagari script, addressing the customer respectfully as आप, whatever language the question is written in; give the grahas, rasis, nakshatras and houses their Hindi names (सूर्य, मेष, अश्विनी, दशम भाव).',
};

/**
 * The system prompt: the assistant's remit and the chart it may speak of, in the coarse facts only
 * (shared-facts.ts): nothing that leaves the server dates the birth to the hour or places it. The
 * answer is asked for in the customer's language.
 */
export function systemPrompt(facts: QuestionFacts, language: Language): string {
  const { chart } = facts;
  const offset = parseUtcOffset(chart.utcOffset) * 60_000;
  const month = (ms: number) => new Date(ms + offset).toISOString().slice(0, 7);
  return [
    "You are Kusp's astrology assistant, answering a customer's question about their own Vedic (Parashari) birth chart.",
    'Answer only about astrology and this chart; politely decline anything else.',
    'Use only the chart facts below. Never invent a placement, aspect, dasa or date that is not in them; if the facts do not cover something, say so.',
    'Do not give medical, legal or financial certainty: say that astrology shows tendencies, and advise a qualified doctor, lawyer or financial adviser for such decisions.',
    'Write plain text in a few short paragraphs, without Markdown or HTML. Name the houses, lords and dasa periods your answer rests on.',
    'Each change of dasa period is known only to a range of months: give that range, never a single date, and where a range covers the time asked about, say that either period may be running then.',
    answerLanguage[language],
    '',
    sharedFactsText(chart.shared, {
      asOf: new Date(chart.asOf),
      slowTransits: chart.slowTransits,
      // The facts are written in English for the model, whatever language it answers in.
      asked: facts.periods.map(({ period, transits }) => ({
        label: periodLabel(period, wordsIn('en')),
        months: [month(period.from), month(period.to - 1)],
        transits,
      })),
    }),
  ].join('\n');
}

/**
 * Any server speaking OpenAI's chat completions API (OpenAI, Ollama, vLLM, llama.cpp's server)
 * through the official client: one retry, a time-out per attempt, and the answer streamed.
 */
export function createOpenAiProvider(options: {
  baseUrl: string | undefined;
  apiKey: string | undefined;
  model: string;
  timeoutMs: number;
}): AiProvider {
  const client = new OpenAI({
    baseURL: options.baseUrl,
    // Local servers need no key, but the client insists on one.
    apiKey: options.apiKey ?? 'none',
    timeout: options.timeoutMs,
    maxRetries: 1,
  });
  return {
    name: 'openai',
    async answer({ facts, question, language, onChunk }) {
      const stream = await client.chat.completions.create(
        {
          model: options.model,
          stream: true,
          messages: [
            { role: 'system', content: systemPrompt(facts, language) },
            { role: 'user', content: question },
          ],
        },
        // The client's time-out covers each attempt's wait for a response; this bounds the whole
        // answer: both attempts, the client's pause before the retry (under a second) and the stream.
        { signal: AbortSignal.timeout(2 * options.timeoutMs + 2000) },
      );
      let answer = '';
      for await (const chunk of stream) {
        const text = chunk.choices[0]?.delta?.content ?? '';
        if (!text) continue;
        answer += text;
        onChunk?.(text);
      }
      const trimmed = answer.trim();
      if (!trimmed) throw new Error('the model returned an empty answer');
      return trimmed;
    },
  };
}
