import { describe, expect, it } from 'vitest';
import { computeHoroscope, parseUtcOffset, SIGNS, type HoroscopeInput } from '@kusp/astro';
import type { HoroscopeData } from '@kusp/contracts';
import { offlineReading } from '../src/modules/ai-assistant/offline-reader.ts';
import { questionFacts } from '../src/modules/ai-assistant/question-facts.ts';
import { periodLabel, readQuestion } from '../src/modules/ai-assistant/question.ts';
import { wordsIn } from '../src/modules/ai-assistant/words.ts';

// The sign lords as the classical tables give them, written out here rather than taken from the engine.
const LORDS = [
  'Mars',
  'Venus',
  'Mercury',
  'Moon',
  'Sun',
  'Mercury',
  'Venus',
  'Mars',
  'Jupiter',
  'Saturn',
  'Saturn',
  'Jupiter',
];
const ORDINALS = [
  '1st',
  '2nd',
  '3rd',
  '4th',
  '5th',
  '6th',
  '7th',
  '8th',
  '9th',
  '10th',
  '11th',
  '12th',
];

const charts: Record<string, HoroscopeInput> = {
  chennai: {
    year: 1996,
    month: 12,
    day: 7,
    hour: 10,
    minute: 34,
    second: 0,
    utcOffset: '+05:30',
    latitude: 13.0389,
    longitude: 80.2619,
  },
  delhi: {
    year: 1990,
    month: 5,
    day: 15,
    hour: 10,
    minute: 30,
    second: 0,
    utcOffset: '+05:30',
    latitude: 28.6139,
    longitude: 77.209,
  },
  london: {
    year: 1979,
    month: 2,
    day: 23,
    hour: 22,
    minute: 5,
    second: 0,
    utcOffset: '+00:00',
    latitude: 51.5072,
    longitude: -0.1276,
  },
};

/** Six topics, each with a question in a customer's words and the house Parashari reads first. */
const questions = [
  { question: 'How will my career and job develop?', house: 10 },
  { question: 'What does my chart say about my marriage?', house: 7 },
  { question: 'Will I have enough money and savings?', house: 2 },
  { question: 'How is my health looking?', house: 1 },
  { question: 'Will my studies and exams go well?', house: 4 },
  { question: 'What does my chart say about children?', house: 5 },
];

const now = new Date('2026-01-15T00:00:00Z');
const en = wordsIn('en');
const dmy = (iso: string) => iso.slice(0, 10).split('-').reverse().join('-');

describe('the offline reader', () => {
  const answers: string[] = [];

  for (const [name, input] of Object.entries(charts)) {
    const chart = computeHoroscope(input) as unknown as HoroscopeData;
    for (const { question, house } of questions) {
      it(`${name}: "${question}" names the ${ORDINALS[house - 1]} house lord, its placement and the running dasa`, () => {
        const facts = questionFacts(chart, question, now);
        const answer = offlineReading(facts, question, 'en');
        answers.push(answer);
        const lagna = SIGNS.indexOf(chart.planetDetails.Ascendant.zodiacSignOccupiedByPlanet);
        const sign = SIGNS[(lagna + house - 1) % 12]!;
        const lord = LORDS[(lagna + house - 1) % 12]! as 'Sun';
        const at = chart.planetDetails[lord];
        expect(answer).toContain(`${ORDINALS[house - 1]} house`);
        expect(answer).toContain(`In your chart it falls in ${sign}, so its lord is ${lord}.`);
        expect(answer).toContain(
          `${lord} sits in ${at.zodiacSignOccupiedByPlanet}, your ${ORDINALS[at.house - 1]} house, where its dignity is ${at.signRelation}`,
        );
        const running = chart.vimshottariDasaDetails.dasaData.filter(
          (p) =>
            Date.parse(p.startingTime) <= now.getTime() && now.getTime() < Date.parse(p.endingTime),
        );
        const [maha, antar, pratyantar] = [1, 2, 3].map((level) =>
          running.find((p) => p.level === level)!,
        );
        expect(answer).toContain(`${maha!.planetName} mahadasha until ${dmy(maha!.endingTime)}`);
        expect(answer).toContain(`${antar!.planetName} antardasha until ${dmy(antar!.endingTime)}`);
        expect(answer).toContain(
          `${pratyantar!.planetName} pratyantardasha until ${dmy(pratyantar!.endingTime)}`,
        );
        expect(answer).toMatch(/^This is an automated reading/);
        expect(offlineReading(facts, question, 'en')).toBe(answer);
      });
    }
  }

  it('gives eighteen different answers for three charts and six topics', () => {
    expect(answers).toHaveLength(18);
    expect(new Set(answers).size).toBe(18);
  });

  describe('answers the periods a question names, from the engine of each chart', () => {
    /** [label in the answer, first year, first month (1..12), last year, last month]. */
    type Named = [string, number, number, number, number];
    const year = (y: number, label = String(y)): Named => [label, y, 1, y, 12];
    const yearQuestions: { question: string; periods: Named[]; area: string }[] = [
      {
        question: 'Is 2027 a good year for me to get married?',
        periods: [year(2027)],
        area: 'marriage and relationships',
      },
      {
        question: 'Should I change my job in 2028 or wait for a promotion?',
        periods: [year(2028)],
        area: 'career and work',
      },
      {
        question: 'How will my finances be in 2029?',
        periods: [year(2029)],
        area: 'money and wealth',
      },
      { question: 'When in 2026 will my health improve?', periods: [year(2026)], area: 'health' },
      { question: 'Will we have a baby in 2030?', periods: [year(2030)], area: 'children' },
      {
        question: 'Which subject should I study in 2027, science or arts?',
        periods: [year(2027)],
        area: 'education',
      },
      { question: 'Can I buy a flat in 2031?', periods: [year(2031)], area: 'property and home' },
      {
        question: 'Will I travel abroad between 2027 and 2029?',
        periods: [['2027 to 2029', 2027, 1, 2029, 12]],
        area: 'travel and foreign lands',
      },
      {
        question: 'How will things be with my parents next year?',
        periods: [year(2027, '2027 (next year)')],
        area: 'family',
      },
      {
        question: 'Is March 2028 a good time to start a business?',
        periods: [['March 2028', 2028, 3, 2028, 3]],
        area: 'career and work',
      },
      {
        question: 'What do 2026 and 2032 hold for my spiritual life?',
        periods: [year(2026), year(2032)],
        area: 'spiritual life',
      },
      {
        question: 'Will my salary grow in 2033?',
        periods: [year(2033)],
        area: 'money and wealth',
      },
    ];
    const answers: string[] = [];

    for (const [name, input] of Object.entries(charts)) {
      const chart = computeHoroscope(input) as unknown as HoroscopeData;
      const dasa = chart.vimshottariDasaDetails.dasaData;
      const offset = parseUtcOffset(input.utcOffset) * 60_000;
      for (const { question, periods, area } of yearQuestions) {
        it(`${name}: "${question}" names the periods running then`, () => {
          const answer = offlineReading(questionFacts(chart, question, now), question, 'en');
          answers.push(answer);
          expect(answer).toContain(`You asked: “${question}”`);
          // The area is read, beyond the question quoted back.
          expect(answer.split('\n\n').slice(2).join('\n\n')).toContain(`For ${area}, `);
          for (const [label, y1, m1, y2, m2] of periods) {
            const from = Date.UTC(y1, m1 - 1, 1) - offset;
            const to = Date.UTC(y2, m2, 1) - offset;
            const running = (level: number) =>
              dasa.filter(
                (p) =>
                  p.level === level &&
                  Date.parse(p.startingTime) < to &&
                  Date.parse(p.endingTime) > from,
              );
            const paragraph = answer.split('\n\n').find((p) => p.startsWith(`During ${label},`));
            expect(paragraph, label).toBeDefined();
            for (const maha of running(1))
              expect(paragraph).toContain(`the ${maha.planetName} mahadasha`);
            const antars = running(2);
            expect(antars.length).toBeGreaterThan(0);
            for (const antar of antars)
              expect(paragraph).toContain(
                `the ${antar.planetName} antardasha ${Date.parse(antar.startingTime) <= from ? '' : `from ${dmy(antar.startingTime)} to`}`.trim(),
              );
            for (const antar of antars) expect(paragraph).toContain(`${dmy(antar.endingTime)}`);
            // Only those: as many antardashas named as run then.
            expect(paragraph!.match(/ antardasha (until|from) /g)).toHaveLength(antars.length);
          }
        });
      }
    }

    it('gives 36 different answers to the 12 questions about 3 charts', () => {
      expect(answers).toHaveLength(36);
      expect(new Set(answers).size).toBe(36);
    });

    it('answers a question naming no year with the present period', () => {
      const chart = computeHoroscope(charts.london!) as unknown as HoroscopeData;
      const answer = offlineReading(
        questionFacts(chart, 'How is my career going?', now),
        'How is my career going?',
        'en',
      );
      const [maha, antar] = [1, 2].map((level) =>
        chart.vimshottariDasaDetails.dasaData.find(
          (p) =>
            p.level === level &&
            Date.parse(p.startingTime) <= now.getTime() &&
            now.getTime() < Date.parse(p.endingTime),
        )!,
      );
      expect(answer).toContain('for the present period, as it names no year or month');
      expect(answer).toContain(
        `You are running the ${maha!.planetName} mahadasha until ${dmy(maha!.endingTime)}, within it the ${antar!.planetName} antardasha until ${dmy(antar!.endingTime)}`,
      );
    });
  });

  it('reads the kind, the areas and the periods of a question', () => {
    const asked = (question: string) => readQuestion(question, now, '+05:30');
    const labels = (question: string) => asked(question).periods.map((p) => periodLabel(p, en));
    expect(asked('When will I get married?')).toMatchObject({
      kind: 'when',
      areas: ['marriage'],
      periods: [],
    });
    expect(asked('Should I change my job next year or wait for a promotion?')).toMatchObject({
      kind: 'which',
      areas: ['career'],
      options: ['change my job next year', 'wait for a promotion'],
      periods: [{ name: { key: 'nextYear', year: 2027 } }],
    });
    expect(asked('Is 2027 a good year for me to get married?')).toMatchObject({
      kind: 'whether',
      areas: ['marriage'],
      periods: [{ name: { key: 'year', year: 2027 } }],
    });
    expect(asked('How does my career look in the coming years?')).toMatchObject({
      kind: 'how',
      areas: ['career'],
      periods: [{ name: { key: 'comingYears', month: [2028, 11] } }],
    });
    expect(
      asked('Can I settle abroad on a work visa, and will my family and health be fine?').areas,
    ).toEqual(['travel', 'career', 'family', 'health']);
    expect(asked('Which career suits me?').kind).toBe('which');
    expect(asked('Will I win the court case?').legal).toBe(true);
    expect(asked('What does my 7th house say about marriage?').areas).toEqual(['marriage']);
    // Years, months, ranges and relative periods, in the customer's calendar (IST here).
    expect(labels('Tell me about March 2027, then 2029 to 2031, and in June')).toEqual([
      'March 2027',
      '2029 to 2031',
      'June 2026',
    ]);
    expect(labels('This year or the year after next?')).toEqual([
      '2026 (this year)',
      '2028 (the year after next)',
    ]);
    expect(labels('Anything in the next 2 years, or in the coming months?')).toEqual([
      'the next 2 years (to December 2027)',
      'the next six months (to June 2026)',
    ]);
    expect(labels('What about next month? And by 2030?')).toEqual([
      'February 2026 (next month)',
      'the time from now to the end of 2030',
    ]);
    expect(labels('May I ask about my career?')).toEqual([]);
    const march = asked('How is March 2027?').periods[0]!;
    expect(new Date(march.from).toISOString()).toBe('2027-02-28T18:30:00.000Z');
    expect(new Date(march.to).toISOString()).toBe('2027-03-31T18:30:00.000Z');
    expect(labels('1999 2000 2001 2002 2003 2004')).toEqual(['1999', '2000', '2001', '2002']);
    expect(asked('1999 2000 2001 2002 2003 2004').unread.map((p) => periodLabel(p, en))).toEqual([
      '2003',
      '2004',
    ]);
  });

  it('reads the Lagna when the question names no area, and says what a chart cannot tell', () => {
    const chart = computeHoroscope(charts.delhi!) as unknown as HoroscopeData;
    const read = (question: string) =>
      offlineReading(questionFacts(chart, question, now), question, 'en');
    const general = read('Tell me something nice');
    expect(general).toContain(
      `Your Lagna (ascendant) is ${chart.planetDetails.Ascendant.zodiacSignOccupiedByPlanet}`,
    );
    expect(general).toContain('What a chart cannot tell');
    expect(read('Will my health improve?')).toContain('This is not medical advice');
    expect(read('Should I invest my savings?')).toContain('This is not financial advice');
    expect(read('Will I win my court case?')).toContain('This is not legal advice');
    expect(read('Should I study medicine or law?')).toContain('nor choose for you');
    const when = read('When will I get married?');
    expect(when).toContain('Asked "when"');
    expect(when).not.toBe(read('What about my marriage?'));
  });
});

describe('the offline reader in Hindi', () => {
  const hi = wordsIn('hi');
  // The Devanagari names, written out here rather than taken from the names table.
  const grahas: Record<string, string> = {
    Sun: 'सूर्य',
    Moon: 'चंद्र',
    Mars: 'मंगल',
    Mercury: 'बुध',
    Jupiter: 'गुरु',
    Venus: 'शुक्र',
    Saturn: 'शनि',
    Rahu: 'राहु',
    Ketu: 'केतु',
  };
  const signs: Record<string, string> = {
    Aries: 'मेष',
    Taurus: 'वृषभ',
    Gemini: 'मिथुन',
    Cancer: 'कर्क',
    Leo: 'सिंह',
    Virgo: 'कन्या',
    Libra: 'तुला',
    Scorpio: 'वृश्चिक',
    Sagittarius: 'धनु',
    Capricorn: 'मकर',
    Aquarius: 'कुंभ',
    Pisces: 'मीन',
  };
  const bhavas = [
    'प्रथम',
    'द्वितीय',
    'तृतीय',
    'चतुर्थ',
    'पंचम',
    'षष्ठ',
    'सप्तम',
    'अष्टम',
    'नवम',
    'दशम',
    'एकादश',
    'द्वादश',
  ];
  const count = (text: string, word: string) =>
    text.match(new RegExp(`(?<![\\p{L}\\p{M}])${word}(?![\\p{L}\\p{M}])`, 'gu'))?.length ?? 0;
  /** What a paragraph rests on: how often it names each graha, rasi and house, and its dates. */
  const substance = (paragraph: string, language: 'en' | 'hi') => ({
    grahas: Object.entries(grahas).map(([en, hi]) => count(paragraph, language === 'en' ? en : hi)),
    signs: Object.entries(signs).map(([en, hi]) => count(paragraph, language === 'en' ? en : hi)),
    houses: ORDINALS.map((en, i) => count(paragraph, language === 'en' ? en : bhavas[i]!)),
    dates: paragraph.match(/\d\d-\d\d-\d{4}/g) ?? [],
  });
  /** The question is quoted back as asked; the rest is the reader's own words. */
  const unquoted = (answer: string) =>
    answer
      .split(/[“”]/)
      .filter((_, i) => i % 2 === 0)
      .join('');

  const hindiQuestions = [
    'मेरा करियर और नौकरी कैसे आगे बढ़ेगी?',
    'क्या 2027 में मेरी शादी होगी?',
    'मेरे पास पैसा और बचत कब आएगी?',
    'अगले साल मेरा स्वास्थ्य कैसा रहेगा?',
    'मुझे कौन सा कोर्स पढ़ना चाहिए, विज्ञान या कला?',
    'क्या मुझे 2028 में नौकरी बदलनी चाहिए या प्रमोशन का इंतज़ार करना चाहिए?',
    'मार्च 2028 में विदेश यात्रा और घर के बारे में बताइए',
    'मेरी कुंडली के बारे में कुछ बताइए',
    'क्या मैं अदालत का मुकदमा जीतूँगा?',
  ];
  const englishQuestions = [...questions.map((q) => q.question), 'Tell me something nice'];

  for (const [name, input] of Object.entries(charts)) {
    const chart = computeHoroscope(input) as unknown as HoroscopeData;
    for (const question of [...englishQuestions, ...hindiQuestions]) {
      it(`${name}: "${question}" is answered in Hindi with the facts of the English answer`, () => {
        const facts = questionFacts(chart, question, now);
        const english = offlineReading(facts, question, 'en').split('\n\n');
        const hindi = offlineReading(facts, question, 'hi').split('\n\n');
        expect(hindi).toHaveLength(english.length);
        // Paragraph by paragraph, after the question quoted back (its words are the customer's).
        for (const [i, paragraph] of hindi.entries())
          if (i !== 1)
            expect(substance(paragraph, 'hi'), paragraph).toEqual(substance(english[i]!, 'en'));
        expect(hindi[0]).toMatch(/^यह Kusp के अंतर्निर्मित चार्ट-पाठक का स्वचालित फलादेश है/);
        expect(unquoted(hindi.join('\n\n')).match(/[A-Za-z]+/g)).toEqual(['Kusp']);
      });
    }
  }

  it('reads a Hindi question as its English twin: kind, areas and periods', () => {
    const read = (question: string) => {
      const { options: _, ...reading } = readQuestion(question, now, '+05:30');
      return reading;
    };
    const twins: [string, string][] = [
      ['मेरी शादी कब होगी?', 'When will I get married?'],
      ['क्या 2027 में मेरी शादी होगी?', 'Will I get married in 2027?'],
      ['मेरा करियर कैसा रहेगा?', 'How will my career be?'],
      ['मुझे कौन सा व्यवसाय करना चाहिए?', 'Which business should I do?'],
      ['अगले साल मेरी आय और बचत कैसी रहेगी?', 'How will my income and savings be next year?'],
      ['इस साल मेरा स्वास्थ्य कैसा रहेगा?', 'How will my health be this year?'],
      ['क्या हमें अगले महीने घर खरीदना चाहिए?', 'Should we buy a house next month?'],
      ['क्या 2028 अच्छा साल है संतान के लिए?', 'Is 2028 a good year for children?'],
      [
        'मेरी पढ़ाई और परीक्षा 2029 से 2031 तक कैसी रहेगी?',
        'How will my studies and exams be from 2029 to 2031?',
      ],
      ['मार्च 2027 में विदेश यात्रा?', 'Travel abroad in March 2027?'],
      ['अगले 2 साल में माता-पिता और परिवार', 'My parents and family in the next 2 years'],
      ['आने वाले महीनों में धन', 'Money in the coming months'],
      ['भविष्य में आध्यात्मिक जीवन और धर्म', 'Spiritual life and dharma in the future'],
      ['2030 तक करियर', 'Career by 2030'],
      ['क्या मैं अदालत का मुकदमा जीतूँगा?', 'Will I win the court case?'],
    ];
    for (const [hindi, english] of twins) expect(read(hindi), hindi).toEqual(read(english));
  });

  it('understands Hindi words for each area, kind and period', () => {
    const asked = (question: string) => readQuestion(question, now, '+05:30');
    const labels = (question: string) => asked(question).periods.map((p) => periodLabel(p, hi));
    expect(asked('मेरी नौकरी लगेगी?').kind).toBe('whether');
    expect(asked('मेरा भविष्य कैसा होगा?').kind).toBe('how');
    expect(asked('किस उम्र में विवाह होगा?').kind).toBe('when');
    expect(asked('कौन-सी नौकरी मेरे लिए सही है?').kind).toBe('which');
    expect(asked('क्या मुझे नौकरी बदलनी चाहिए या व्यापार करना चाहिए?')).toMatchObject({
      kind: 'which',
      options: ['नौकरी बदलनी चाहिए', 'व्यापार करना चाहिए'],
    });
    expect(asked('क्या मेरी शादी होगी या नहीं?')).toMatchObject({ kind: 'whether', options: null });
    expect(
      asked('विदेश, घर, नौकरी, शादी, पैसा, स्वास्थ्य, बच्चे, शिक्षा, परिवार और आध्यात्मिक जीवन').areas,
    ).toEqual([
      'travel',
      'property',
      'career',
      'marriage',
      'money',
      'health',
      'children',
      'education',
      'family',
      'spirituality',
    ]);
    // A word inside a longer one does not count: धनु is a rasi, not धन; आयु is not आय.
    expect(asked('मेरा चंद्र धनु राशि में है, आयु कैसी है?').areas).toEqual([]);
    expect(labels('मार्च 2027, फिर 2029 से 2031 तक, और जून में')).toEqual([
      'मार्च 2027',
      '2029 से 2031 तक',
      'जून 2026',
    ]);
    expect(labels('इस साल या अगले के अगले साल?')).toEqual([
      '2026 (इस वर्ष)',
      '2028 (अगले वर्ष के बाद का वर्ष)',
    ]);
    expect(labels('अगले 2 साल में, या आने वाले महीनों में?')).toEqual([
      'अगले 2 वर्षों (दिसंबर 2027 तक)',
      'अगले छह महीनों (जून 2026 तक)',
    ]);
    expect(labels('अगले महीने? और 2030 तक?')).toEqual([
      'फ़रवरी 2026 (अगले महीने)',
      'अभी से 2030 के अंत तक की अवधि',
    ]);
    expect(labels('३ साल बाद, २०२७ में')).toEqual(['2029 (3 वर्ष बाद)', '2027']);
  });
});
