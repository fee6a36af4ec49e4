import { z } from 'zod';
import { courseLanguages, type courses } from './constants.ts';
import { emailField, requiredText } from './common.ts';
import { enquiryTypes, learnAstrologyEnquiryType, phoneTypes } from './enums.ts';
import { messages } from './messages.ts';

/** Texts of the learn-astrology form; the spec names the rules but not the words. */
export const courseEnquiryMessages = {
  course: 'Please select a course',
  language: 'Please select a language',
  secondaryEducation: 'Please confirm that you have completed secondary education',
  basicCourseCompleted: 'The advanced course requires completing the basic course first',
} as const;

export const courseCodes = ['BASIC', 'ADVANCED'] as const satisfies ReadonlyArray<
  (typeof courses)[number]['code']
>;
export type CourseCode = (typeof courseCodes)[number];

/**
 * POST /v1/enquiry. The contact form sends the first five fields; the learn-astrology form sends
 * enquiryType 'Learn Astrology' plus course, language and the two confirmations.
 */
export const enquiryRequestSchema = z
  .object({
    firstName: requiredText(messages.contact.firstName).max(100),
    lastName: requiredText(messages.contact.lastName).max(100),
    email: emailField(messages.contact.email),
    enquiryType: z.enum([...enquiryTypes, learnAstrologyEnquiryType], {
      error: messages.contact.enquiryType,
    }),
    message: requiredText(messages.contact.message).max(5000),
    course: z.enum(courseCodes, { error: courseEnquiryMessages.course }).optional(),
    language: z.enum(courseLanguages, { error: courseEnquiryMessages.language }).optional(),
    secondaryEducation: z.boolean().optional(),
    basicCourseCompleted: z.boolean().optional(),
  })
  .superRefine((value, ctx) => {
    if (value.enquiryType !== learnAstrologyEnquiryType) return;
    const demand = (path: keyof typeof courseEnquiryMessages, ok: boolean) => {
      if (!ok) ctx.addIssue({ code: 'custom', path: [path], message: courseEnquiryMessages[path] });
    };
    demand('course', value.course !== undefined);
    demand('language', value.language !== undefined);
    demand('secondaryEducation', value.secondaryEducation === true);
    if (value.course === 'ADVANCED') {
      demand('basicCourseCompleted', value.basicCourseCompleted === true);
    }
  });
export type EnquiryRequest = z.infer<typeof enquiryRequestSchema>;
export type EnquiryForm = z.input<typeof enquiryRequestSchema>;

/** POST /v1/newsletter/subscription. */
export const newsletterRequestSchema = z.object({ email: emailField() });
export type NewsletterRequest = z.infer<typeof newsletterRequestSchema>;

/** POST /v1/product/update/subscribe: the app trial sign-up. */
export const trialSignupRequestSchema = z.object({
  phoneType: z.enum(phoneTypes, { error: 'Please choose Android or iOS' }),
  email: emailField(),
});
export type TrialSignupRequest = z.infer<typeof trialSignupRequestSchema>;
export type PhoneType = TrialSignupRequest['phoneType'];

/** Server messages of the trial sign-up, per phone. */
export const trialSignupMessages: Record<PhoneType, string> = {
  ANDROID:
    'Thanks for joining the Kusp beta on Android. We will e-mail you the download link and your three free months start on your first sign-in',
  iOS: 'Thanks for joining the Kusp beta on iOS. We will e-mail you the TestFlight invitation and your three free months start on your first sign-in',
};
