# syntax=docker/dockerfile:1
# Kusp: one image with the server and the built web app. See docs/deployment.md.

# 1. The workspaces' manifests, which both installs below start from.
FROM node:22-bookworm-slim AS manifests
WORKDIR /app
COPY package.json package-lock.json ./
COPY packages/contracts/package.json packages/contracts/
COPY packages/astro/package.json packages/astro/
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY e2e/package.json e2e/
COPY bench/package.json bench/

# 2. The web build (apps/web/dist), with every dependency (dev ones too: Vite builds the web app).
FROM manifests AS web
RUN npm ci --no-audit --no-fund
COPY tsconfig.base.json ./
COPY packages packages
COPY apps/web apps/web
RUN npm run build -w @kusp/web

# 3. The server's production dependencies only (it runs its TypeScript through tsx, a dependency):
#    none of the web app's, which the built files no longer need.
#    npm nests a version the root cannot share under apps/server/node_modules (lru-cache 11 beside
#    another package's 5): that folder is copied too, made empty when there is none.
FROM manifests AS production-deps
RUN npm ci --omit=dev --workspace @kusp/server --no-audit --no-fund && mkdir -p apps/server/node_modules

# 4. The runtime: non-root, no build tools, data under /data.
FROM node:22-bookworm-slim AS runtime
ENV NODE_ENV=production \
    PORT=8080 \
    METRICS_PORT=9464 \
    DATA_DIR=/data \
    SEED_DEMO=false
WORKDIR /app
COPY --from=production-deps --chown=node:node /app/node_modules node_modules
COPY --chown=node:node package.json tsconfig.base.json ./
COPY --chown=node:node packages packages
COPY --chown=node:node apps/server apps/server
COPY --from=production-deps --chown=node:node /app/apps/server/node_modules apps/server/node_modules
COPY --from=web --chown=node:node /app/apps/web/dist apps/web/dist
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME ["/data"]
EXPOSE 8080 9464
# Ready only when the database answers (the route answers 503 otherwise).
HEALTHCHECK --interval=15s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||8080)+'/api/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
CMD ["node", "--no-allocation-site-pretenuring", "--initial-old-space-size=1024", "--import", "tsx", "apps/server/src/main.ts"]
