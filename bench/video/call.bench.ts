// Time from the astrologer's Accept to the first decoded remote video frame on both sides
// (`npm run bench:call -w @kusp/bench`), directly and through a real coturn with
// iceTransportPolicy 'relay': Chromium with fake camera and microphone, two browser contexts, the
// real screens (Live Call, Accept, pre-join with the spec's 2-second join wait, the room).
// BENCH_CALL_RUNS calls per path (default 5); the median is printed. Needs a built web app
// (apps/web/dist, or E2E_WEB_DIST) and /usr/bin/turnserver for the relayed path.
import { chromium, request as apiRequest, type Browser, type Page } from '@playwright/test';
import {
  hasTurnServer,
  relayEnv,
  startKuspServer,
  startTurnServer,
  type Running,
} from '../../e2e/support/call-servers.ts';
import { demoAstrologer, demoCustomer, idOf, signInAs } from '../../e2e/support/session.ts';

const runs = Number(process.env.BENCH_CALL_RUNS ?? 5);
const basePort = Number(process.env.BENCH_CALL_PORT ?? 8211);
const secret = 'bench-turn-secret';

async function buyCredits(page: Page) {
  await page.goto('/user/profile');
  await page.getByRole('button', { name: 'Buy Credits' }).click();
  await page.getByRole('radio', { name: '1000' }).check();
  await page.getByRole('button', { name: 'Buy', exact: true }).click();
  await page.waitForURL((url) => url.pathname !== '/user/profile');
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  await page.waitForURL(/\/user\/profile$/);
  await page.getByRole('region', { name: 'Credits' }).waitFor();
}

/** Resolves when this page's remote video has a decoded frame (its size is known). */
const firstFrame = (page: Page, peer: string) =>
  page.waitForFunction(
    (name) =>
      (document.querySelector(`figure[aria-label="${name}"] video`) as HTMLVideoElement | null)
        ?.videoWidth ?? 0,
    peer,
    { polling: 10, timeout: 60_000 },
  );

async function join(page: Page) {
  const button = page.getByRole('region', { name: 'Ready to join?' }).getByRole('button', {
    name: 'Join',
  });
  await button.waitFor();
  await page.waitForFunction(
    () =>
      !document
        .querySelector('section[aria-label="Ready to join?"] button:last-of-type')
        ?.hasAttribute('disabled'),
    undefined,
    { polling: 10 },
  );
  await button.click();
}

/** One call: request, Accept (the clock starts), both join, both see the other; then hang up. */
async function oneCall(browser: Browser, baseURL: string): Promise<number> {
  const request = await apiRequest.newContext({ baseURL });
  const astrologerId = await idOf(request, demoAstrologer);
  const astrologerContext = await browser.newContext({ baseURL });
  const customerContext = await browser.newContext({ baseURL });
  const astrologer = await astrologerContext.newPage();
  const customer = await customerContext.newPage();
  try {
    await signInAs(astrologer, request, demoAstrologer);
    await signInAs(customer, request, demoCustomer);
    await astrologer.goto('/chats');
    await buyCredits(customer);
    await customer.goto(`/user/astrologer-details/${astrologerId}`);
    await customer.getByRole('button', { name: 'Live Call' }).click();
    await customer.getByRole('button', { name: 'Yes' }).click();
    await customer.waitForURL(/\/meet\//);
    const accept = astrologer
      .getByRole('group', { name: 'Video call request from Demo Customer' })
      .getByRole('button', { name: 'Accept' });
    await accept.waitFor();

    const acceptedAt = Date.now();
    await accept.click();
    await Promise.all([join(astrologer), join(customer)]);
    await Promise.all([
      firstFrame(customer, 'Demo Astrologer'),
      firstFrame(astrologer, 'Demo Customer'),
    ]);
    const elapsed = Date.now() - acceptedAt;

    await customer.getByRole('button', { name: 'Hang up' }).click();
    await customer.getByRole('dialog').getByRole('button', { name: 'Hang up' }).click();
    await customer.waitForURL((url) => !url.pathname.startsWith('/meet/'));
    return elapsed;
  } finally {
    await astrologerContext.close();
    await customerContext.close();
    await request.dispose();
  }
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

async function measure(label: string, env: Record<string, string>, port: number) {
  const server = await startKuspServer(port, env);
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--use-fake-ui-for-media-stream',
      '--use-fake-device-for-media-stream',
    ],
  });
  try {
    const times: number[] = [];
    let failed = 0;
    for (let run = 0; run < runs; run++)
      // A call without video within 60 s counts as failed, not timed: the figure stays honest.
      await oneCall(browser, server.url).then(
        (ms) => times.push(ms),
        (error: unknown) => {
          failed += 1;
          console.log(`${label} call ${run + 1} failed: ${String(error).split('\n')[0]}`);
        },
      );
    console.log(
      `${label.padEnd(8)} median ${median(times)} ms  (min ${Math.min(...times)}, max ${Math.max(...times)}, ${times.length} calls, ${failed} without video in 60 s)`,
    );
  } finally {
    await browser.close();
    await server.stop();
  }
}

console.log('Accept → first decoded remote frame on both sides (includes the 2 s join wait)');
await measure('direct', { STUN_URLS: '' }, basePort);
if (hasTurnServer()) {
  let turn: Running | undefined;
  try {
    // coturn's UDP port shares the number of the server's TCP port: one port for the whole bench.
    turn = await startTurnServer(basePort, secret);
    await measure('relayed', relayEnv(basePort, secret), basePort);
  } finally {
    await turn?.stop();
  }
} else console.log('relayed  skipped: /usr/bin/turnserver is not installed');
