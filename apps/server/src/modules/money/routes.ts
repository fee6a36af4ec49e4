import type { FastifyPluginAsync } from 'fastify';
import creditRoutes from './credit-routes.ts';
import paymentRoutes from './payment-routes.ts';
import pricingRoutes from './pricing-routes.ts';
import transactionRoutes from './transaction-routes.ts';

/** The money API under /api (the hosted payment pages live outside it: plugin.ts). */
const moneyRoutes: FastifyPluginAsync = async (app) => {
  await app.register(pricingRoutes);
  await app.register(creditRoutes);
  await app.register(paymentRoutes);
  await app.register(transactionRoutes);
};

export default moneyRoutes;
