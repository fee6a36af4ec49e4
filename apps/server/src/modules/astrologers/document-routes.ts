import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  astrologerDocumentSchema,
  astrologerIdQuerySchema,
  documentUploadResponseSchema,
  errorBodySchema,
  messages,
} from '@kusp/contracts';
import { requireCaller } from '../../plugins/auth.ts';
import { findOwnDocument, listDocuments, maxOtherDocuments, saveDocuments } from './documents.ts';
import { ownProfile } from './service.ts';
import { openStored, receiveFiles } from './uploads.ts';

const bearer = [{ bearer: [] }];

/** Astrologer documents: uploaded and downloaded only by their owner; anyone else gets 404. */
const documentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.put(
    '/v1/astrologer/document',
    {
      config: { auth: ['ASTROLOGER'] },
      schema: {
        tags: ['astrologers'],
        summary: 'Upload documents: panCardImage, bankAccountProofImage, otherDocs (repeatable)',
        description: `Each file at most 1 MB (413 'File too large'), a PDF, JPEG or PNG judged by its content; at least one file ('Please choose a document to upload'). A wrong or oversized file refuses the whole upload and nothing is stored. A new pan card or bank proof replaces the previous one; other documents add up (at most ${maxOtherDocuments} per upload). Answers the astrologer's documents.`,
        consumes: ['multipart/form-data'],
        security: bearer,
        querystring: astrologerIdQuerySchema,
        response: {
          200: documentUploadResponseSchema,
          400: errorBodySchema,
          404: errorBodySchema,
          413: errorBodySchema,
        },
      },
    },
    async (request) => {
      const caller = requireCaller(request);
      const profile = await ownProfile(app.db, caller, request.query.astrologerId);
      const files = await receiveFiles(
        request,
        { tooLarge: messages.documents.tooLarge, none: messages.documents.required },
        maxOtherDocuments + 2,
      );
      const documents = await saveDocuments(app.db, app.config.dataDir, profile.user_id, files);
      return { message: messages.documents.uploaded, documents };
    },
  );

  app.get(
    '/v1/astrologer/document',
    {
      config: { auth: ['ASTROLOGER'] },
      schema: {
        tags: ['astrologers'],
        summary: "The astrologer's own documents, newest first",
        security: bearer,
        querystring: astrologerIdQuerySchema,
        response: { 200: z.array(astrologerDocumentSchema), 404: errorBodySchema },
      },
    },
    async (request) => {
      const profile = await ownProfile(app.db, requireCaller(request), request.query.astrologerId);
      return listDocuments(app.db, profile.user_id);
    },
  );

  app.get(
    '/v1/astrologer/document/:documentId',
    {
      config: { auth: ['ASTROLOGER'] },
      schema: {
        tags: ['astrologers'],
        summary: 'Download one of your own documents (404 for anyone else)',
        security: bearer,
        params: z.object({ documentId: z.uuid(messages.generic.notFound) }),
      },
    },
    async (request, reply) => {
      const document = await findOwnDocument(
        app.db,
        app.config.dataDir,
        requireCaller(request).userId,
        request.params.documentId,
      );
      const stream = await openStored(document.path);
      return reply
        .type(document.content_type)
        .header('cache-control', 'private, no-store')
        .header(
          'content-disposition',
          `attachment; filename*=UTF-8''${encodeURIComponent(document.file_name)}`,
        )
        .send(stream);
    },
  );
};

export default documentRoutes;
