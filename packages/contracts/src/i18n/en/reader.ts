// The AI assistant's built-in offline reader (apps/server/src/modules/ai-assistant,
// docs/ai-assistant.md): every sentence it writes, in the customer's language. Names of grahas,
// rasis, nakshatras and houses come from `astroName`; dates and lists from Intl.
export const reader = {
  automated:
    "This is an automated reading by Kusp's built-in chart reader, written from the positions our engine computed for your birth chart; it is not an astrologer's personal judgement.",
  closing: 'For a deeper reading, ask one of our astrologers.',
  /** Ends a question quoted back that ends without a stop of its own. */
  stop: '.',
  /** A house: `ordinal` is '10th', `bhava` its name (astroName: 'दशम भाव (कर्म)'). */
  house: '{ordinal} house',
  houses_one: '{ordinals} house',
  houses_other: '{ordinals} houses',
  inHouse: '{sign} (your {house})',
  retrograde: ', retrograde',
  role: { mahadasha: 'mahadasha', antardasha: 'antardasha' },
  level: {
    mahadasha: 'mahadasha',
    antardasha: 'antardasha',
    pratyantardasha: 'pratyantardasha',
  },
  /** How the reader names the periods a question asks about (question.ts). */
  period: {
    present: 'the present period',
    year: '{year}',
    thisYear: '{year} (this year)',
    nextYear: '{year} (next year)',
    yearAfterNext: '{year} (the year after next)',
    inYears_one: '{year} (in {count} year)',
    inYears_other: '{year} (in {count} years)',
    years: '{from} to {to}',
    month: '{month}',
    thisMonth: '{month} (this month)',
    nextMonth: '{month} (next month)',
    toEndOf: 'the time from now to the end of {year}',
    toStartOf: 'the time from now to the start of {year}',
    nextMonths_one: 'the next month (to {month})',
    nextMonths_other: 'the next {count} months (to {month})',
    nextYears_one: 'the next year (to {month})',
    nextYears_other: 'the next {count} years (to {month})',
    comingMonths: 'the next six months (to {month})',
    comingYears: 'the next three years (to {month})',
  },
  understood: {
    asked: 'You asked: “{question}”{stop}',
    sentence: 'I read it as {kind}{about}{when}.',
    kind: {
      when: 'a question of timing',
      whether: 'a yes-or-no question',
      which: 'a question of which way to go',
      whichOptions: 'a choice between “{first}” and “{second}”',
      how: 'a request for a reading',
    },
    about: ', about {areas}',
    periods: ', for {periods}',
    present: ', for the present period, as it names no year or month',
    unread: 'I have read the first {number} periods it names; ask again for {unread}.',
  },
  area: {
    career: 'career and work',
    marriage: 'marriage and relationships',
    money: 'money and wealth',
    health: 'health',
    education: 'education',
    children: 'children',
    travel: 'travel and foreign lands',
    property: 'property and home',
    family: 'family',
    spirituality: 'spiritual life',
  },
  caution: {
    money: 'This is not financial advice; for investments and loans, consult a qualified adviser.',
    health:
      'This is not medical advice; for any symptom or treatment, please see a qualified doctor.',
    legal: 'This is not legal advice; for a case or a dispute, consult a lawyer.',
  },
  /** BPHS ch. 11, in brief: what each house signifies. */
  matters: {
    '1': 'the self, body and vitality',
    '2': 'family, speech and savings',
    '3': 'courage, siblings and short journeys',
    '4': 'home, mother, property and inner peace',
    '5': 'children, intelligence and past merit',
    '6': 'illness, debts, rivals and service',
    '7': 'marriage, partners and trade',
    '8': 'longevity, sudden change and hidden matters',
    '9': 'fortune, dharma, father and teachers',
    '10': 'career, status and action in the world',
    '11': 'gains, income and friends',
    '12': 'expenses, foreign lands, sleep and liberation',
  },
  dignity: {
    Exalted: 'it is exalted and gives its results in full',
    Moolatrikona: 'in its moolatrikona sign it is strong and dependable',
    Own: 'in its own sign it is strong and at ease',
    Friendly: "in a friend's sign it works willingly",
    Neutral: 'in a neutral sign it gives mixed, moderate results',
    Enemy: "in an enemy's sign it has to work harder for its results",
    Debilitated: 'it is debilitated, so its results come late or after real effort',
  },
  /** BPHS ch. 24: what a house lord does from the kind of house it sits in. */
  placementMeaning: {
    own: 'A lord in its own house protects that house and keeps its promise steady.',
    kendra:
      'A lord in a kendra (an angle of the chart) is a pillar: what the house promises shows clearly in life.',
    trikona:
      'A lord in a trikona (a trine) is auspicious: this part of life is carried by merit and good fortune.',
    dusthana:
      'A lord in a dusthana (the 6th, 8th or 12th house) brings obstacles, delays or changes of direction before the results come.',
    upachaya:
      'A lord in an upachaya house (the 3rd or 11th) grows stronger with effort and with time.',
    second: 'A lord in the 2nd ties this matter to family, speech and savings.',
  },
  /** The kind of result a dasa lord favours from the kind of house it sits in. */
  result: {
    own: 'steady results in its own field',
    kendra: 'building on what you have, results that show clearly',
    trikona: 'progress carried by good fortune',
    dusthana: 'changes of direction and results after obstacles',
    upachaya: 'gains that grow with effort',
    second: 'matters of family and savings',
  },
  /** What ties a graha to an area's houses. */
  tie: {
    rules: 'rules your {house}',
    sits: 'sits in your {house}',
    aspects: 'aspects your {house}',
    karaka: 'is a karaka (natural significator) of {area}',
  },
  placement: '{graha} sits in {sign}, your {house}, where its dignity is {dignity}: {meaning}',
  houseReading: {
    main: 'For {area}, Parashari astrology looks first at the {house}, the house of {matters}.',
    other: 'The {house}, of {matters}, also speaks to {area}.',
    sign: 'In your chart it falls in {sign}, so its lord is {lord}. {placement}.',
    occupants_one: '{grahas} occupies the house.',
    occupants_other: '{grahas} occupy the house.',
    empty: 'No graha occupies the house, so its lord speaks for it.',
    aspects: 'It receives the aspect of {grahas}.',
    unaspected: 'No graha aspects it.',
    benefic: 'Only benefic grahas touch it, which protects this part of life.',
    malefic: 'Only malefic grahas touch it, which asks for patience and discipline here.',
    mixed: 'Benefic and malefic influences meet here: results come, but with some struggle.',
  },
  karaka: {
    each: '{graha} is in {sign}, your {house}, with dignity {dignity}',
    line_one: 'The natural significator (karaka) of {area} is {karakas}: {each}.',
    line_other: 'The natural significators (karakas) of {area} are {karakas}: {each}.',
  },
  general: {
    noArea:
      'Your question names no area of life (career, marriage, money, health, education, children, travel, property, family or spiritual life), so here is your Lagna and what your mahadasha lord rules.',
    lagna:
      'Your Lagna (ascendant) is {sign}, in {nakshatra} nakshatra, and its lord is {lord}. {placement}. {meaning}',
    moon: 'Your Moon is in {sign}, in {nakshatra} nakshatra.',
    rules:
      'Your mahadasha lord {graha} sits in your {house} ({matters}) and rules your {houses} ({ruledMatters}), so these matters lead the present years.',
    node: 'Your mahadasha lord {graha} sits in your {house} ({matters}) and, as a node, gives the results of the sign it occupies and its lord.',
  },
  dasa: {
    running:
      'You are running the {maha} mahadasha until {mahaEnd}, within it the {antar} antardasha until {antarEnd} and the {pratyantar} pratyantardasha until {pratyantarEnd}.',
    until: 'the {lord} {level} until {end}',
    fromTo: 'the {lord} {level} from {start} to {end}',
    then: 'then {period}',
    throughout: 'the {lord} mahadasha runs through all of it (from {start} to {end})',
    during: 'During {period}, {maha}. Its antardashas: {antardashas}.',
    pratyantardashas: 'The pratyantardashas: {pratyantardashas}.',
    beforeBirth:
      "{period} is before your birth: a birth chart's periods begin at birth, so it has nothing to say of it.",
    beyond:
      '{period} lies beyond the 120 years of Vimshottari periods the engine lists for your chart.',
    present: 'Timing comes from the Vimshottari dasa. {dasa} In transit now, {transits}.',
  },
  transit: {
    now: '{graha} is in {place}{retrograde} until {date}',
    stay: 'is in {place}{retrograde}{until}',
    thenStay: 'then in {place}{retrograde}{until}',
    until: ' until {date}',
    course: '{graha} {stays}',
    throughout: '{graha} {stays} throughout',
    during: 'In transit during {period}: {courses}.',
    tooLong:
      'The slow grahas change sign many times over so many years; ask about a year or two for their transits.',
    passes: '{graha} passes through your {house}{dates}',
    aspects: '{graha} aspects your {house} from {place}{dates}',
    fromTo: ' from {from} to {to}',
    from: ' from {from}',
    to: ' until {to}',
    again: ' and again{dates}',
  },
  activation: {
    tied: '{lord} ({role} lord) {ties}',
    active: 'In {period}, {lords}: {area} is an active theme then.',
    quiet:
      'In {period}, none of the dasa lords ({lords}) is tied to the houses of {area}, so it is not the main theme then.',
    transits: 'In transit, {touches}.',
    noTransits: 'Neither Jupiter nor Saturn passes through or aspects your {house} then.',
  },
  when: {
    within: 'the {lord} {level} ({start} to {end})',
    found:
      'Asked "when", within what you asked about the dasa points to {periods}, whose lords are tied to the houses of {area}.',
    none: 'Asked "when": no antardasha within what you asked about is ruled by a graha tied to {area}.',
    next: 'Asked "when", the dasa points to the {lord} antardasha, from {start} to {end}, as the next period whose lord {ties}.',
    noneComing:
      'Asked "when": no coming antardasha before the end of the next mahadasha is ruled by a graha tied to {area}, so steady effort counts for more than waiting for a period.',
  },
  whether: {
    jupiter: "Jupiter's transit over or aspect on your {house} adds support.",
    noJupiter: 'Jupiter neither passes through nor aspects your {house} then.',
    quiet:
      'So, to your question: the dasa does not make {area} a leading theme of {period}. That does not rule anything out, but the periods give it no special push then.',
    active:
      'So, to your question: the dasa makes {area} an active theme of {period}, through {lords}.',
    hard_one: '{lords} sits in a dusthana, so expect obstacles or delays along the way.',
    hard_other: '{lords} sit in a dusthana, so expect obstacles or delays along the way.',
  },
  which: {
    favours: 'the {role} lord {lord}, in your {house}, favours {result}',
    choice:
      'The chart cannot make the choice for you. What it shows is the kind of result {period} favours: {favours}. Weigh the options with that in mind.',
    choiceOptions:
      'The chart cannot make the choice between “{first}” and “{second}” for you. What it shows is the kind of result {period} favours: {favours}. Weigh the options with that in mind.',
  },
  limits: {
    general:
      'What a chart cannot tell: it shows tendencies and the timing of periods, not certain events; it cannot say that something will happen, or on which day.',
    choice:
      'What a chart cannot tell: it shows tendencies and the timing of periods, not certain events; it cannot say that something will happen, or on which day, nor choose for you.',
  },
};
