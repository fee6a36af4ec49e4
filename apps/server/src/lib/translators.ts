import { createTranslator, languages, type Language } from '@kusp/contracts';
import { catalogues } from '@kusp/contracts/catalogues';

/** One translator per language with every catalogue, made once: mails, PDFs and answers. */
const translators = new Map(
  languages.map((language) => [language, createTranslator(language, catalogues)]),
);

/** The translator of `language` (docs/i18n.md). */
export const translatorFor = (language: Language) => translators.get(language)!;
