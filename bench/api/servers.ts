// The two servers bench:api compares, in one child process: the product (buildApp, production
// settings, logs at info to /dev/null) and a bare Fastify route per endpoint running the same SQL
// through `pg` (or, on the embedded database, through the same PGlite instance). Prints one JSON
// line {product, bare, token, userId} on stderr once both listen (stdout carries the logs).
import { PGlite } from '@electric-sql/pglite';
import Fastify from 'fastify';
import { jwtVerify } from 'jose';
import { Kysely } from 'kysely';
import { PGliteDialect } from 'kysely-pglite-dialect';
import { mkdtempSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { buildApp } from '../../apps/server/src/app.ts';
import { loadConfig } from '../../apps/server/src/config.ts';
import { openDatabase } from '../../apps/server/src/db/database.ts';
import { migrateToLatest } from '../../apps/server/src/db/migrate.ts';
import type { Database } from '../../apps/server/src/db/schema.ts';
import { seedDemoData } from '../../apps/server/src/modules/demo/seed.ts';

const databaseUrl = process.env.BENCH_DATABASE_URL || undefined;
const jwtSecret = 'bench-secret-bench-secret-bench-secret';
const dataDir = mkdtempSync(path.join(tmpdir(), 'kusp-bench-api-'));

type Query = (text: string, values?: unknown[]) => Promise<Record<string, unknown>[]>;

async function open(): Promise<{ db: Kysely<Database>; query: Query }> {
  if (databaseUrl) {
    const handle = await openDatabase({ databaseUrl, dataDir });
    // The bare route gets its own pool of the same size as the product's.
    const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
    return { db: handle.db, query: async (text, values) => (await pool.query(text, values)).rows };
  }
  const pglite = new PGlite({ parsers: { 1082: (value: string) => value } });
  const db = new Kysely<Database>({ dialect: new PGliteDialect(pglite) });
  return { db, query: async (text, values) => (await pglite.query(text, values)).rows as never };
}

const { db, query } = await open();
await migrateToLatest(db);
await seedDemoData(db);

const config = {
  ...loadConfig({ NODE_ENV: 'production' }),
  dataDir,
  databaseUrl,
  jwtSecret,
  seedDemo: true,
  metricsPort: 0,
  trustProxy: ['127.0.0.1'],
  webDist: path.join(dataDir, 'no-web'),
};
// Production logging (info, one line per request) on stdout, which the bench discards.
const product = await buildApp({ config, db });
await product.listen({ port: 0, host: '127.0.0.1' });

const bare = Fastify();
bare.get('/api/v1/blog/all', async (request) => {
  const { page = '0', size = '12' } = request.query as Record<string, string>;
  const rows = await query(
    `select slug, title, teaser, author, preview_image_url, detail_image_url, seo_description,
       published_on::text as published_on from blog_articles where published = true
     order by published_on desc, slug asc limit $1 offset $2`,
    [Number(size), Number(page) * Number(size)],
  );
  const [count] = await query('select count(*) as count from blog_articles where published = true');
  const total = Number(count!.count);
  return {
    content: rows.map((row) => ({
      id: row.slug,
      title: row.title,
      content: row.teaser,
      createdAt: row.published_on,
      date: row.published_on,
      author: row.author,
      previewImageUrl: row.preview_image_url,
      detailImage: row.detail_image_url,
      seoDescription: row.seo_description,
    })),
    totalElements: total,
    totalPages: Math.ceil(total / Number(size)),
    number: Number(page),
    size: Number(size),
  };
});
bare.get('/api/v3/astrologer/list', async () => {
  const rows = await query(
    `select p.user_id, u.first_name, u.last_name, p.rate, p.rate_currency,
       p.offline_question_enabled, p.text_chat_enabled, p.video_call_enabled,
       p.availability_status, p.profile_image, p.review_count, p.rating_sum
     from astrologer_profiles p join users u on u.id = p.user_id where p.visibility = 'ON'
     order by case p.availability_status when 'ONLINE' then 0 when 'BUSY' then 1 else 2 end,
       p.rating_sum::numeric / nullif(p.review_count, 0) desc nulls last, u.first_name, p.user_id`,
  );
  return rows.map((row) => ({
    astrologerId: row.user_id,
    firstName: row.first_name,
    lastName: row.last_name,
    profileImageUrl: row.profile_image,
    averageRating:
      Number(row.review_count) > 0 ? Number(row.rating_sum) / Number(row.review_count) : null,
    reviewCount: Number(row.review_count),
    rateCurrency: row.rate_currency,
    baseRates: [
      { rateUnit: 'PER_QUESTION', currencyCode: row.rate_currency, baseRate: Number(row.rate) },
    ],
    availabilityStatus: row.availability_status,
    offlineQuestionEnabled: row.offline_question_enabled,
    textChatEnabled: row.text_chat_enabled,
    videoCallEnabled: row.video_call_enabled,
  }));
});
// Imported once, as the product does.
const key = await crypto.subtle.importKey(
  'raw',
  new TextEncoder().encode(jwtSecret),
  { name: 'HMAC', hash: 'SHA-256' },
  false,
  ['verify'],
);
bare.get('/api/v1/credit/:userId', async (request, reply) => {
  // The same work as the product's auth hook: verify the token, then one query for the account.
  const token = (request.headers.authorization ?? '').slice(7);
  const { payload } = await jwtVerify(token, key, { issuer: 'kusp', algorithms: ['HS256'] });
  const [account] = await query(
    `select login_id, role, token_version,
       exists(select token_id from revoked_tokens where token_id = $1) as revoked
     from users where id = $2`,
    [payload.jti, payload.sub],
  );
  const { userId } = request.params as { userId: string };
  if (!account || account.revoked || userId !== payload.sub) return reply.code(404).send({});
  const [wallet] = await query(
    `select balance from money_accounts where user_id = $1 and kind = 'WALLET'`,
    [userId],
  );
  return { balance: wallet ? Number(wallet.balance) : 0, currency: 'CREDITS' };
});
await bare.listen({ port: 0, host: '127.0.0.1' });

const port = (server: { server: { address(): unknown } }) =>
  (server.server.address() as AddressInfo).port;
const signIn = await product.inject({
  method: 'POST',
  url: '/api/v1/authentication',
  payload: { username: 'demo.customer', password: 'Kusp#2026' },
});
const { token } = signIn.json() as { token: string };
const userId = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()).sub as string;
process.stderr.write(
  `${JSON.stringify({ product: port(product), bare: port(bare), token, userId })}\n`,
);
