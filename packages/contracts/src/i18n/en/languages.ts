import type { ConsultingLanguage } from '../../astrologers.ts';

/** The languages astrologers consult in: their names by code (`consultingLanguages`), and where they show. */
export const languages = {
  name: {
    hi: 'Hindi',
    en: 'English',
    bn: 'Bengali',
    mr: 'Marathi',
    te: 'Telugu',
    ta: 'Tamil',
    gu: 'Gujarati',
    ur: 'Urdu',
    kn: 'Kannada',
    or: 'Odia',
    ml: 'Malayalam',
    pa: 'Punjabi',
    as: 'Assamese',
    ne: 'Nepali',
    sd: 'Sindhi',
    ks: 'Kashmiri',
    sa: 'Sanskrit',
  } satisfies Record<ConsultingLanguage, string>,
  /** On a directory card and the astrologer's page; {languages} is the names as a list. */
  consultsIn: 'Consults in {languages}',
  field: 'Languages you consult in',
  fieldPlaceholder: 'Choose one or more',
  filter: 'Language',
  anyLanguage: 'Any language',
} as const;
