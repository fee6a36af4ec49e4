import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createReviewService, type ReviewService } from './service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    reviews: ReviewService;
  }
}

/** `app.reviews`: ratings and reviews of delivered orders (docs/operations.md, "Review rules"). */
export default fp(
  async function reviews(app: FastifyInstance) {
    app.decorate(
      'reviews',
      createReviewService({ db: app.db, money: app.money, audit: app.audit }),
    );
  },
  { name: 'reviews', dependencies: ['money', 'audit'] },
);
