import type { aiProviderNames, Language } from '@kusp/contracts';
import { offlineReading } from './offline-reader.ts';
import type { QuestionFacts } from './question-facts.ts';

export type AiProviderName = (typeof aiProviderNames)[number];

export interface AiQuestion {
  question: string;
  /** The engine's facts; a provider outside the server sends only `facts.chart.shared`. */
  facts: QuestionFacts;
  /** The customer's language (their account's), which the answer is written in. */
  language: Language;
  /** Pieces of the answer as a streaming provider produces them. */
  onChunk?: (text: string) => void;
}

/** Whatever answers: the answer as plain text, or a rejection (time-out, provider error, empty). */
export interface AiProvider {
  readonly name: AiProviderName;
  answer(question: AiQuestion): Promise<string>;
}

export const offlineProvider: AiProvider = {
  name: 'offline',
  answer: async ({ facts, question, language }) => offlineReading(facts, question, language),
};
