import type { FastifyPluginAsync } from 'fastify';
import accountRoutes from './accounts/routes.ts';
import aiAssistantRoutes from './ai-assistant/routes.ts';
import astroToolsRoutes from './astro-tools/routes.ts';
import astrologerRoutes from './astrologers/routes.ts';
import blogRoutes from './blog/routes.ts';
import chatRoutes from './chat/routes.ts';
import disputeRoutes from './disputes/routes.ts';
import enquiryRoutes from './enquiries/routes.ts';
import geoRoutes from './geo/routes.ts';
import healthRoutes from './health/routes.ts';
import horoscopeEngineRoutes from './horoscope-engine/routes.ts';
import horoscopeRoutes from './horoscopes/routes.ts';
import moneyRoutes from './money/routes.ts';
import newsletterRoutes from './newsletter/routes.ts';
import operatorConsoleRoutes from './operators/console-routes.ts';
import operatorRoutes from './operators/routes.ts';
import externalRoutes from './portal/external-routes.ts';
import portalRoutes from './portal/routes.ts';
import questionRoutes from './questions/routes.ts';
import researchRoutes from './research/routes.ts';
import reviewRoutes from './reviews/routes.ts';
import videoRoutes from './video/routes.ts';

/** Every domain's routes, mounted under /api. One line per module. */
export const apiModules: FastifyPluginAsync[] = [
  healthRoutes,
  accountRoutes,
  astrologerRoutes,
  blogRoutes,
  enquiryRoutes,
  newsletterRoutes,
  geoRoutes,
  researchRoutes,
  horoscopeRoutes,
  horoscopeEngineRoutes,
  astroToolsRoutes,
  chatRoutes,
  videoRoutes,
  moneyRoutes,
  questionRoutes,
  aiAssistantRoutes,
  portalRoutes,
  externalRoutes,
  operatorRoutes,
  operatorConsoleRoutes,
  reviewRoutes,
  disputeRoutes,
];
