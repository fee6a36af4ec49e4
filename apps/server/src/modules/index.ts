import type { FastifyPluginAsync } from 'fastify';
import accountRoutes from './accounts/routes.ts';
import healthRoutes from './health/routes.ts';

/** Every domain's routes, mounted under /api. One line per module. */
export const apiModules: FastifyPluginAsync[] = [healthRoutes, accountRoutes];
