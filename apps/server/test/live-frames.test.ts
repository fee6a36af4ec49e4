import { describe, expect, it } from 'vitest';
import {
  encodeFrame,
  escapeHeader,
  FrameError,
  FrameParser,
  type Frame,
} from '../src/modules/live/frames.ts';

const parse = (text: string | Buffer, maxBytes = 1024): Frame[] =>
  new FrameParser(maxBytes).push(Buffer.isBuffer(text) ? text : Buffer.from(text));

const bodyText = (frame: Frame | undefined) => frame?.body.toString('utf8');

describe('STOMP 1.2 frame codec', () => {
  it('reads a frame with LF or CR LF line ends and skips heart-beats around frames', () => {
    const frames = parse(
      '\n\r\nSEND\r\ndestination:/app/chat\r\n\r\nhello\0\n\nDISCONNECT\n\n\0\r\n',
    );
    expect(frames.map((frame) => frame.command)).toEqual(['SEND', 'DISCONNECT']);
    expect(frames[0]?.headers).toEqual({ destination: '/app/chat' });
    expect(bodyText(frames[0])).toBe('hello');
  });

  it('keeps the first of repeated headers and unescapes \\r \\n \\c \\\\', () => {
    const [frame] = parse('SEND\nfoo:a\\cb\\nc\\\\d\\re\nfoo:second\n\n\0');
    expect(frame?.headers.foo).toBe('a:b\nc\\d\re');
  });

  it('leaves CONNECT header octets as they are', () => {
    const [frame] = parse('CONNECT\npasscode:a\\b:c\n\n\0');
    expect(frame?.headers.passcode).toBe('a\\b:c');
  });

  it('reads exactly content-length octets, NUL included in the body', () => {
    const body = Buffer.from('a\0b€');
    const text = Buffer.concat([
      Buffer.from(`SEND\ncontent-length:${body.length}\n\n`),
      body,
      Buffer.from('\0'),
    ]);
    const [frame] = parse(text);
    expect(frame?.body.equals(body)).toBe(true);
  });

  it('waits for the rest of a frame split across chunks, at any byte', () => {
    const text = Buffer.from('SEND\ndestination:/x\ncontent-length:3\n\nabc\0MESSAGE\n\nz\0');
    for (let cut = 1; cut < text.length; cut += 1) {
      const parser = new FrameParser(1024);
      const frames = [...parser.push(text.subarray(0, cut)), ...parser.push(text.subarray(cut))];
      expect(frames.map((frame) => bodyText(frame))).toEqual(['abc', 'z']);
    }
  });

  it('refuses malformed frames', () => {
    const bad = [
      'send\n\n\0', // lower-case command
      'SEND\nno-colon\n\n\0',
      'SEND\n:empty-name\n\n\0',
      'SEND\nbad:\\t\n\n\0', // undefined escape
      'SEND\ncontent-length:abc\n\n\0',
      'SEND\ncontent-length:1\n\nab\0', // no NUL after the declared length
      '\r\rSEND\n\n\0',
      'not a frame\0', // NUL before any line end
    ];
    for (const text of bad) expect(() => parse(text), JSON.stringify(text)).toThrow(FrameError);
  });

  it('refuses a frame above the size limit, even before it is complete', () => {
    expect(() => parse(`SEND\n\n${'x'.repeat(200)}\0`, 100)).toThrow(/at most 100 bytes/);
    expect(() => parse(`SEND\n\n${'x'.repeat(200)}`, 100)).toThrow(FrameError);
    expect(() => parse('SEND\ncontent-length:5000\n\n', 100)).toThrow(FrameError);
    expect(() => parse(`SEND\nh:${'x'.repeat(200)}`, 100)).toThrow(FrameError);
    const limit = `SEND\n\n${'x'.repeat(100 - 7)}\0`;
    expect(parse(limit, 100)).toHaveLength(1);
  });

  it('writes frames that read back the same, headers escaped and content-length set', () => {
    const text = encodeFrame('MESSAGE', { 'message-id': 'm:1\n', subscription: 0 }, 'Namaste 🙏');
    expect(text).toContain('message-id:m\\c1\\n\n');
    expect(text).toContain(`content-length:${Buffer.byteLength('Namaste 🙏')}\n`);
    const [frame] = parse(text);
    expect(frame?.headers).toMatchObject({ 'message-id': 'm:1\n', subscription: '0' });
    expect(bodyText(frame)).toBe('Namaste 🙏');
    expect(encodeFrame('CONNECTED', { version: '1.2', 'heart-beat': '10000,10000' })).toBe(
      'CONNECTED\nversion:1.2\nheart-beat:10000,10000\n\n\0',
    );
    expect(escapeHeader('a\\b')).toBe('a\\\\b');
  });
});
