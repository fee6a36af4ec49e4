import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  enquiryRequestSchema,
  errorBodySchema,
  languageOfAcceptLanguage,
  learnAstrologyEnquiryType,
  messageBodySchema,
  messages,
  type EnquiryRequest,
} from '@kusp/contracts';
import { enquiryReceivedMail } from './mail.ts';

/** The course fields mean something only on a Learn Astrology enquiry; other types drop them. */
function withCourseFieldsOnlyForCourses(enquiry: EnquiryRequest): EnquiryRequest {
  if (enquiry.enquiryType === learnAstrologyEnquiryType) return enquiry;
  const { firstName, lastName, email, enquiryType, message } = enquiry;
  return { firstName, lastName, email, enquiryType, message };
}

const enquiryRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/v1/enquiry',
    {
      config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
      // A 5,000-character message, in any script.
      bodyLimit: 64 * 1024,
      schema: {
        tags: ['enquiries'],
        summary: 'Send a contact or learn-astrology enquiry; the sender gets a confirmation e-mail',
        description:
          'Every field is trimmed and required. enquiryType is Individual, Media, Partnerships or ' +
          "Learn Astrology. A 'Learn Astrology' enquiry also requires course (BASIC or ADVANCED), " +
          'language (English or Hindi) and secondaryEducation: true; ADVANCED also requires ' +
          'basicCourseCompleted: true. The fields are ignored for the other types. Ten per minute ' +
          'per address.',
        body: enquiryRequestSchema,
        response: { 200: messageBodySchema, 400: errorBodySchema, 429: errorBodySchema },
      },
    },
    async (request) => {
      const enquiry = withCourseFieldsOnlyForCourses(request.body);
      await app.db
        .insertInto('enquiries')
        .values({
          first_name: enquiry.firstName,
          last_name: enquiry.lastName,
          email: enquiry.email,
          enquiry_type: enquiry.enquiryType,
          message: enquiry.message,
          course: enquiry.course ?? null,
          language: enquiry.language ?? null,
          secondary_education: enquiry.secondaryEducation ?? null,
          basic_course_completed: enquiry.basicCourseCompleted ?? null,
        })
        .execute();
      // The enquiry is stored; a mail outage must not tell the visitor it failed.
      await app.mailer
        .send(
          enquiry.email,
          enquiryReceivedMail(
            enquiry,
            languageOfAcceptLanguage(request.headers['accept-language']),
          ),
        )
        .catch((err: unknown) => request.log.error({ err }, 'enquiry confirmation not sent'));
      return { message: messages.contact.success };
    },
  );
};

export default enquiryRoutes;
