import type { Catalogue } from '../en.ts';
import type { languages as englishLanguages } from '../en/languages.ts';

/** The consulting languages named as a Hindi reader names them. */
export const languages: Catalogue<typeof englishLanguages> = {
  name: {
    hi: 'हिन्दी',
    en: 'अंग्रेज़ी',
    bn: 'बांग्ला',
    mr: 'मराठी',
    te: 'तेलुगु',
    ta: 'तमिल',
    gu: 'गुजराती',
    ur: 'उर्दू',
    kn: 'कन्नड़',
    or: 'ओड़िया',
    ml: 'मलयालम',
    pa: 'पंजाबी',
    as: 'असमिया',
    ne: 'नेपाली',
    sd: 'सिंधी',
    ks: 'कश्मीरी',
    sa: 'संस्कृत',
  },
  consultsIn: '{languages} में परामर्श',
  field: 'आप किन भाषाओं में परामर्श देते हैं',
  fieldPlaceholder: 'एक या अधिक भाषाएँ चुनें',
  filter: 'भाषा',
  anyLanguage: 'कोई भी भाषा',
};
