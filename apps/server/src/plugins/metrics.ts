import { createServer, type Server } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { notFound } from '../lib/http-error.ts';

export interface Metrics {
  readonly registry: Registry;
  /** Runs one pass of a background job, counted by outcome; its error is passed on. */
  jobRun<T>(job: string, run: () => Promise<T>): Promise<T>;
}

declare module 'fastify' {
  interface FastifyInstance {
    metrics: Metrics;
  }
}

export const metricsPath = '/metrics';
/** How long the ledger totals a scrape answers may be. */
export const ledgerTotalsMs = 60_000;

/**
 * Prometheus metrics through prom-client, one registry per app. Requests are labelled by route
 * pattern (`/api/v3/astrologer/profile/:id`), never the raw address, so the series stay few.
 * Where /metrics answers: on the separate METRICS_PORT listener when one is set (production sets
 * 9464 by default), bound to METRICS_HOST (127.0.0.1 unless a scraper elsewhere needs it opened),
 * else on the public port outside production; the public port never answers it in production,
 * since a proxy forwards every path there. The metrics carry no authentication: where they are
 * reachable is their protection.
 */
export default fp(
  async function metrics(app: FastifyInstance) {
    const registry = new Registry();
    collectDefaultMetrics({ register: registry, prefix: 'kusp_' });

    const requests = new Histogram({
      name: 'kusp_http_request_duration_seconds',
      help: 'HTTP requests by route pattern, method and status: rate from _count, latency from the buckets',
      labelNames: ['method', 'route', 'status_code'] as const,
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
      registers: [registry],
    });
    app.addHook('onResponse', async (request, reply) => {
      // Unmatched paths (404s, scanners) share one series rather than one per address tried.
      const route = request.routeOptions.url ?? 'unmatched';
      if (route === metricsPath) return;
      requests.observe(
        { method: request.method, route, status_code: reply.statusCode },
        reply.elapsedTime / 1000,
      );
    });

    new Gauge({
      name: 'kusp_live_connections',
      help: 'Open live-channel WebSockets on this instance',
      registers: [registry],
      collect() {
        this.set(app.live.openConnections());
      },
    });

    // A grouped query over the whole ledger: run at most once a minute, however often (and by
    // whom) the metrics are scraped; scrapes in between answer the last totals.
    let ledgerTotals:
      { readAt: number; totals: ReturnType<typeof app.money.ledgerTotals> } | undefined;
    const currentLedgerTotals = () => {
      if (!ledgerTotals || Date.now() - ledgerTotals.readAt >= ledgerTotalsMs) {
        const totals = app.money.ledgerTotals(app.db);
        ledgerTotals = { readAt: Date.now(), totals };
        // A failed read is not kept: the next scrape asks the database again.
        totals.catch(() => {
          if (ledgerTotals?.totals === totals) ledgerTotals = undefined;
        });
      }
      return ledgerTotals.totals;
    };
    new Gauge({
      name: 'kusp_ledger_total_minor',
      help: 'Sum of ledger entries by service code, entry kind and account kind (wallets in millicredits, earnings in paise), read from the database at most once a minute',
      labelNames: ['service_code', 'entry_kind', 'account_kind'] as const,
      registers: [registry],
      async collect() {
        const totals = await currentLedgerTotals();
        this.reset();
        for (const total of totals)
          this.set(
            {
              service_code: total.serviceCode ?? 'NONE',
              entry_kind: total.kind,
              account_kind: total.account,
            },
            total.amount,
          );
      },
    });

    const jobRuns = new Counter({
      name: 'kusp_job_runs_total',
      help: 'Runs of background jobs (sweepers, deadlines, drawing) by outcome',
      labelNames: ['job', 'outcome'] as const,
      registers: [registry],
    });

    app.decorate('metrics', {
      registry,
      async jobRun(job, run) {
        try {
          const result = await run();
          jobRuns.inc({ job, outcome: 'success' });
          return result;
        } catch (error) {
          jobRuns.inc({ job, outcome: 'failure' });
          throw error;
        }
      },
    } satisfies Metrics);

    const { metricsPort, metricsHost, production } = app.config;
    if (metricsPort > 0 || production) {
      // An explicit refusal, rather than the web app's page for an unknown address.
      app.get(metricsPath, { schema: { hide: true } }, async () => {
        throw notFound();
      });
    }
    if (metricsPort > 0) {
      let server: Server | undefined;
      app.addHook('onListen', async () => {
        server = createServer((request, response) => {
          if (request.method !== 'GET' || request.url?.split('?')[0] !== metricsPath) {
            response.writeHead(404).end();
            return;
          }
          registry.metrics().then(
            (text) => response.writeHead(200, { 'content-type': registry.contentType }).end(text),
            (error: unknown) => {
              app.log.error({ err: error }, 'metrics: collection failed');
              response.writeHead(500).end();
            },
          );
        });
        await new Promise<void>((resolve, reject) =>
          server!.once('error', reject).listen(metricsPort, metricsHost, resolve),
        );
        app.log.info(`Prometheus metrics on http://${metricsHost}:${metricsPort}${metricsPath}`);
      });
      app.addHook('onClose', async () => {
        if (server) await new Promise((resolve) => server!.close(resolve));
      });
    } else if (!production) {
      // Development: on the public port, which outside production listens on this machine only.
      app.get(metricsPath, { schema: { hide: true }, logLevel: 'warn' }, async (_request, reply) =>
        reply.type(registry.contentType).send(await registry.metrics()),
      );
    }
  },
  { name: 'metrics' },
);
