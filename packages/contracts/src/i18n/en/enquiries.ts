import { courseLanguages, courses } from '../../constants.ts';
import { enquiryTypes, learnAstrologyEnquiryType } from '../../enums.ts';

type CourseCode = (typeof courses)[number]['code'];
const courseTitles = Object.fromEntries(courses.map((c) => [c.code, c.title])) as Record<
  CourseCode,
  string
>;
const languages = Object.fromEntries(courseLanguages.map((l) => [l, l])) as Record<
  (typeof courseLanguages)[number],
  string
>;
/** An enquiry type's key: its name without spaces ('Learn Astrology' is LearnAstrology). */
type EnquiryType = (typeof enquiryTypes)[number] | typeof learnAstrologyEnquiryType;
const types = Object.fromEntries(
  [...enquiryTypes, learnAstrologyEnquiryType].map((type) => [type.replaceAll(' ', ''), type]),
) as { [T in EnquiryType as T extends `${infer A} ${infer B}` ? `${A}${B}` : T]: string };

// The public forms: contact and course enquiries, the newsletter, the app's beta sign-up, and the
// course plans of the learn-astrology page. Values sent to the server (enquiry types, languages)
// stay English; these are what the reader sees.
export const enquiries = {
  firstName: 'First name',
  lastName: 'Last name',
  email: 'E-mail',
  contact: {
    form: 'Contact us',
    courseForm: 'Course enquiry',
    type: 'Enquiry type',
    chooseType: 'Select enquiry type',
    types,
    course: 'Course',
    language: 'Language of the classes',
    secondaryEducation: 'I have completed secondary education (Class 10 or equivalent)',
    basicCourse: 'I have completed the Kusp basic course',
    message: 'Message',
    sendEnquiry: 'Send enquiry',
    sendMessage: 'Send message',
  },
  newsletter: { form: 'Newsletter', subscribe: 'Subscribe' },
  trial: {
    form: 'Join the beta',
    phone: 'Your phone',
    phones: { ANDROID: 'Android', iOS: 'iPhone (iOS)' },
    join: 'Join the free beta',
  },
  courses: {
    titles: courseTitles,
    languages,
    schedule: '{hours} hours in {classes} live classes of {each} hours',
    taughtIn: 'Taught in',
    BASIC: {
      lead: 'For complete beginners who want to read a birth chart with confidence.',
      topics: {
        1: 'The twelve signs, nine planets and twelve houses',
        2: 'Drawing the rasi chart in South and North Indian styles',
        3: 'Nakshatras and the Moon sign',
        4: 'Reading strengths and weaknesses of a chart',
      },
    },
    ADVANCED: {
      lead: 'For students who finished the basic course and want to time events and advise others.',
      topics: {
        1: 'Vimshottari dasa and timing of events',
        2: 'Divisional charts, especially the navamsa',
        3: 'Transits of Saturn and Jupiter, Sade Sati',
        4: 'Compatibility and case studies with real charts',
      },
    },
  },
} as const;
