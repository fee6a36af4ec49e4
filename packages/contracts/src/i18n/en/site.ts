import {
  eventLabel,
  eventTypes,
  researchLabelKey,
  researchLabelValues,
  researchMessages,
} from '../../research.ts';
import { enquiries } from './enquiries.ts';
import { pages } from './pages.ts';
import { tools } from './tools.ts';

// The public pages' texts (docs/i18n.md, "Loading"), the free tools' charts among them: loaded
// with a public page's screen.

const researchLabels: Record<string, string> = Object.fromEntries(
  [...researchLabelValues, ...eventTypes].map((value) => [
    researchLabelKey(value),
    eventLabel(value),
  ]),
);

export const site = {
  home: {
    title: 'Vedic astrology you can check for yourself',
    lead: 'Kusp brings the classical Vedic tradition together with careful research. See how your birth chart lines up with the events of your life, talk to experienced astrologers, and follow your day in the Kusp app.',
    imageAlt: 'A South Indian style birth chart with the planets placed in their signs',
    tryApp: 'Try the Kusp app',
    startResearch: 'Start your research',
    offers: {
      title: 'What Kusp offers',
      lead: 'One birth chart, three ways to use it: add to what we know, ask someone who knows, or check in every day.',
      researchTitle: 'Astrology research',
      researchText:
        'Share your birth details and the moments that shaped your life. We compare them with your chart to learn where astrology holds up, and you get a timeline of your life in return. Your name is never asked for.',
      consultationsTitle: 'Consultations with astrologers',
      consultationsText:
        'Ask a question, or chat and video-call with an astrologer who reads your chart in the Vedic tradition and explains the reasoning behind every answer.',
      appTitle: 'The Kusp app',
      appText:
        'Compatibility checks, daily advice, answers to your questions, and four scores from 1 to 10 for love, career, finance and health, all worked out from your own birth chart.',
    },
    tools: {
      title: 'Free astrology tools',
      lead: "No account needed: your chart, today's panchang and a match of two charts, worked out by our own engine.",
      kundliTitle: 'Free Kundli',
      kundliText:
        'Your birth chart with the planets, nakshatras, all sixteen divisional charts, dasas and mangal dosha.',
      kundliAction: 'Make my kundli',
      panchangTitle: "Today's panchang",
      panchangText:
        "Tithi, nakshatra, yoga and karana, sunrise, rahu kalam and the day's auspicious times for your city.",
      panchangAction: 'See the panchang',
      matchingTitle: 'Kundli matching',
      matchingText:
        'The eight kootas of guna milan out of 36 points and mangal dosha for a couple.',
      matchingAction: 'Match two charts',
    },
    start: {
      title: 'Where would you like to start?',
      betaTitle: 'Try the app for free',
      betaText_one:
        'The beta is free for {count} month. Sign up for Android or iOS and we will write as soon as your place is ready.',
      betaText_other:
        'The beta is free for {count} months. Sign up for Android or iOS and we will write as soon as your place is ready.',
      betaAction: 'Join the beta',
      appTitle: 'See what the app can do',
      appText:
        'Four daily scores, compatibility with a partner, daily advice and answers to your own questions.',
      appAction: 'Explore the app',
      eventsTitle: 'Add your life events',
      eventsText:
        'It takes about 3 minutes. Everyone who takes part enters our weekly drawing for a free 1-hour consultation.',
      eventsAction: 'Begin now',
      researchTitle: 'Read about the research',
      researchText:
        'Why we test astrology against real lives, and how your answers stay anonymous.',
      researchAction: 'About the research',
    },
  },
  blog: {
    title: 'The Kusp blog',
    lead: 'Monthly and yearly horoscopes, famous birth charts, compatibility by ascendant and plain-language guides to Vedic astrology, written by the team behind the Kusp app.',
    loading: 'Loading articles',
    empty: 'There are no articles on this page.',
    newest: 'See the newest articles',
    pages: 'Blog pages',
  },
  research: {
    title: 'Astrology research',
    lead: 'Help us test astrology against real lives. Tell us when and where you were born, mark the moments that shaped your life, and see them laid out on your own timeline. No account, no name.',
    takePart: 'Take part',
    why: 'Why take part',
    birthTitle: 'Your birth details',
    birthLead:
      'The exact time and place of birth let us compare your life events with your chart. The e-mail is optional: it is only used to tell you if you win the weekly drawing.',
    anonymous:
      'We do not ask for your name. Your entry is kept under a random reference that only the private link to your timeline carries.',
    promises: {
      minutesMark: '3′',
      minutesTitle: 'About 3 minutes',
      minutesText:
        'Your birth details and a handful of turning points in your life are all it takes. Add more whenever you like.',
      drawingMark: '★',
      drawingTitle: 'A drawing every week',
      drawingText:
        'Leave your e-mail and add at least one event: you are in that week’s drawing. We pick one entry at random once the week is over.',
      prizeMark: '1h',
      prizeTitle: 'Win a 1-hour consultation',
      prizeText:
        'The winner gets a free hour with one of our astrologers, to talk through their chart and their timeline.',
    },
    form: {
      name: 'Your birth details',
      birthDate: 'Birth date',
      birthTime: 'Birth time (24 hour)',
      birthTimeBoxes: 'Birth',
      email: 'E-mail (optional, to enter the weekly drawing)',
      begin: 'Begin',
    },
    entry: {
      loading: 'Loading',
      notFoundTitle: 'We could not find this entry',
      notFoundText:
        'Please check the link. Each entry is reached only through its own private link.',
      startNew: 'Start a new entry',
      title: 'Your life events',
      editTitle: 'Edit your event',
      lead: 'Pick an area of life, say what happened and when, and whether it was a negative or a positive time for you. Save each event, then add the next.',
      editLead: 'Change what you need and save.',
      unknownEvent: 'This event is not part of your data.',
    },
    event: {
      addForm: 'Add an event',
      editForm: 'Edit event',
      whatHappened: 'What happened?',
      particular: 'In particular',
      chooseFirst: 'Choose what happened first',
      chooseOptional: 'Choose one (optional)',
      nothingMore: 'Nothing more to choose here',
      date: 'Date',
      type: 'How was it for you?',
      description: 'Description',
      characters: '{count}/{max} characters',
      save: 'Save event',
      saveChanges: 'Save changes',
      seeTimeline: 'See my timeline',
      delete: 'Delete event',
      saved: 'Your event is saved',
      deleted: researchMessages.eventDeleted,
    },
    leave: {
      text: 'The date or description you entered is not saved yet. Leave without saving?',
      stay: 'Stay',
      leave: 'Leave',
    },
    timeline: {
      title: 'Your timeline',
      lead: 'Negative times on the left in red, positive ones on the right in green, oldest first.',
      list: 'Life events, oldest first',
      eventOn: '{type} event on {date}',
      edit: 'Edit',
      editOn: 'Edit the event of {date}',
      add: 'Add new event',
      copy: 'Copy Link to My Data',
      copyFailed: 'Your browser did not allow copying. Please copy the link shown below.',
      keepPrivate: 'Keep this private link: it is the only way back to your data.',
      link: 'Link to my data',
    },
    /** Areas, categories, types and sub-events, by `researchLabelKey` of their stored spelling. */
    label: researchLabels,
  },
  enquiries,
  pages,
  tools,
  charts: {
    northIndian: '{title} chart, North Indian style',
    southIndian: '{title} chart, South Indian style',
    house: 'House {number}, {sign}: {points}',
    sign: '{sign}: {points}',
    empty: 'empty',
  },
  horoscope: {
    loading: 'Loading charts',
    loadingPage: 'Loading horoscope',
    linkInvalidTitle: 'This link does not open a horoscope',
    linkInvalid: 'This link is not valid any more. Please ask your astrologer for a new one.',
    chatWith: 'Chat with {name}',
    loadingChat: 'Loading chat',
    vargas: { RASI: 'Lagna Rashi', NAVAMSA: 'Navamsa' },
    style: 'Chart style',
    styles: { SOUTH: 'South', NORTH: 'North' },
    tabs: { charts: 'Charts', planets: 'Planets', dasa: 'Dasa', transits: 'Transits' },
    planets: 'Planets',
    dasaPeriods: 'Dasa periods',
    transits: 'Planet transits',
    columns: {
      planet: 'Planet',
      degree: 'Degree',
      sign: 'Sign',
      nakshatra: 'Nakshatra',
      pada: 'Pada',
      condition: 'Condition',
      house: 'House',
    },
    retrograde: 'Retrograde',
    relations: {
      Exalted: 'Exalted',
      Debilitated: 'Debilitated',
      Moolatrikona: 'Moolatrikona',
      Own: 'Own',
      Friendly: 'Friendly',
      Neutral: 'Neutral',
      Enemy: 'Enemy',
    },
    dasa: {
      levelsNavigation: 'Dasa levels',
      home: 'Home',
      periods: '{level} periods',
      periodsOf: '{level} periods of {lords}',
      planetName: 'Planet name',
      start: 'Start date',
      end: 'End date',
      open: 'Open {lord} {level}',
      levels: {
        Mahadasha: 'Mahadasha',
        Antardasha: 'Antardasha',
        Pratyantardasha: 'Pratyantardasha',
        Sookshma: 'Sookshma',
        Prana: 'Prana',
      },
    },
    transit: {
      loading: 'Loading transits',
      current: 'Current',
      retrograde: 'Retrograde',
      change: 'Change',
      yes: 'Yes',
      no: 'No',
    },
  },
} as const;
