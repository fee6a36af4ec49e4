import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  enquiryRequestSchema,
  errorBodySchema,
  messageBodySchema,
  messages,
} from '@kusp/contracts';
import { enquiryReceivedMail } from './mail.ts';

const enquiryRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/v1/enquiry',
    {
      config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
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
      const enquiry = request.body;
      const isCourse = enquiry.enquiryType === 'Learn Astrology';
      await app.db
        .insertInto('enquiries')
        .values({
          first_name: enquiry.firstName,
          last_name: enquiry.lastName,
          email: enquiry.email,
          enquiry_type: enquiry.enquiryType,
          message: enquiry.message,
          course: isCourse ? (enquiry.course ?? null) : null,
          language: isCourse ? (enquiry.language ?? null) : null,
          secondary_education: isCourse ? (enquiry.secondaryEducation ?? null) : null,
          basic_course_completed: isCourse ? (enquiry.basicCourseCompleted ?? false) : null,
        })
        .execute();
      // The enquiry is stored; a mail outage must not tell the visitor it failed.
      await app.mailer
        .send(
          enquiry.email,
          enquiryReceivedMail(isCourse ? enquiry : { ...enquiry, course: undefined }),
        )
        .catch((err: unknown) => request.log.error({ err }, 'enquiry confirmation not sent'));
      return { message: messages.contact.success };
    },
  );
};

export default enquiryRoutes;
