import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Brotli or gzip, as the client accepts, for compressible answers of 1 KB or more: JSON, the
 * prerendered pages, robots.txt and the sitemap. Static files carry their build-time copies (a
 * Content-Encoding already set is never compressed again); the live channel's WebSocket upgrade
 * never passes through here.
 */
export default fp(async function compression(app: FastifyInstance) {
  await app.register(compress, {
    threshold: 1024,
    encodings: ['br', 'gzip'],
    // Request bodies stay as sent: a compressed upload could unpack far past the body limits.
    globalDecompression: false,
  });
});
