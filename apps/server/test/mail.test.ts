import { SMTPServer } from 'smtp-server';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, startTestApp, type TestApp } from './support/test-app.ts';

interface Received {
  from: string | undefined;
  to: string[];
  user: string | undefined;
  raw: string;
}

let smtp: SMTPServer;
let t: TestApp;
const received: Received[] = [];
let arrived: (() => void) | undefined;

beforeAll(async () => {
  smtp = new SMTPServer({
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    onAuth(auth, _session, callback) {
      if (auth.username === 'kusp' && auth.password === 'mail-secret')
        return callback(null, { user: auth.username });
      return callback(new Error('Invalid username or password'));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : undefined,
          to: session.envelope.rcptTo.map((r) => r.address),
          user: session.user as string | undefined,
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        arrived?.();
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const { port } = smtp.server.address() as AddressInfo;
  t = await startTestApp({
    smtpUrl: `smtp://kusp:mail-secret@127.0.0.1:${port}`,
    mailFrom: 'Kusp <hello@kusp.test>',
  });
});
afterAll(async () => {
  await t.close();
  await new Promise<void>((resolve) => smtp.close(resolve));
});

describe('mail through SMTP_URL', () => {
  it('delivers the OTP mail, branded, with a text part carrying the 6-digit code', async () => {
    const delivered = new Promise<void>((resolve) => (arrived = resolve));
    const res = await call(t.app, 'POST', '/api/v1/user/validation/send-otp', {
      body: { email: 'new.customer@example.com', otpEvent: 'USER_REGISTRATION' },
    });
    expect(res.status).toBe(200);
    await delivered;

    const [mail] = received;
    expect(mail).toMatchObject({
      from: 'hello@kusp.test',
      to: ['new.customer@example.com'],
      user: 'kusp',
    });
    expect(mail!.raw).toMatch(/Subject: Your Kusp sign-up code/);
    expect(mail!.raw).toContain('Content-Type: text/plain');
    expect(mail!.raw).toContain('Content-Type: text/html');
    const code = /Your code: (\d{6})/.exec(mail!.raw)?.[1];
    expect(code).toMatch(/^\d{6}$/);

    // Sent, not kept: the outbox stays empty when SMTP_URL is set.
    const outbox = await t.db.selectFrom('mail_outbox').select('id').execute();
    expect(outbox).toEqual([]);

    // And the mailed code is the one the server accepts.
    const signUp = await call(t.app, 'POST', '/api/v1/user/registration', {
      body: {
        firstName: 'Asha',
        email: 'new.customer@example.com',
        loginId: 'new.customer',
        password: 'Secret#12',
        otp: code,
      },
    });
    expect(signUp.status).toBe(200);
  });
});
