import { describe, expect, it } from 'vitest';
import { maxFrameMessages } from '../src/modules/live/connection.ts';
import {
  encodeFrame,
  escapeHeader,
  FrameError,
  FrameParser,
  type Frame,
} from '../src/modules/live/frames.ts';

const parse = (text: string | Buffer, maxBytes = 1024): Frame[] =>
  new FrameParser(maxBytes, Infinity).push(Buffer.isBuffer(text) ? text : Buffer.from(text));

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
      const parser = new FrameParser(1024, Infinity);
      const frames = [...parser.push(text.subarray(0, cut)), ...parser.push(text.subarray(cut))];
      expect(frames.map((frame) => bodyText(frame))).toEqual(['abc', 'z']);
    }
  });

  it('reads the same frames however the stream is cut, heart-beats and CR LF included', () => {
    const text = Buffer.from(
      '\r\nSEND\r\ndestination:/x\r\n\r\nhé\0\r\n\nMESSAGE\ncontent-length:2\n\n\0z\0\r\nACK\nid:1\n\n\0',
    );
    const expected = parse(text).map((frame) => [frame.command, frame.headers, bodyText(frame)]);
    expect(expected).toEqual([
      ['SEND', { destination: '/x' }, 'hé'],
      ['MESSAGE', { 'content-length': '2' }, '\0z'],
      ['ACK', { id: '1' }, ''],
    ]);
    const oneByteAtATime = new FrameParser(1024, Infinity);
    const dripped = [...text].flatMap((byte) => oneByteAtATime.push(Buffer.from([byte])));
    expect(dripped.map((frame) => [frame.command, frame.headers, bodyText(frame)])).toEqual(
      expected,
    );
    for (let first = 1; first < text.length; first += 1) {
      for (const second of [first + 1, first + 7, text.length - 1]) {
        if (second <= first || second >= text.length) continue;
        const parser = new FrameParser(1024, Infinity);
        const frames = [
          ...parser.push(text.subarray(0, first)),
          ...parser.push(text.subarray(first, second)),
          ...parser.push(text.subarray(second)),
        ];
        expect(frames.map((frame) => [frame.command, frame.headers, bodyText(frame)])).toEqual(
          expected,
        );
      }
    }
  });

  it('refuses a frame spread over more WebSocket messages than allowed, counting from its first byte', () => {
    const frame = Buffer.from(`SEND\ndestination:/x\n\n${'y'.repeat(100)}\0`);
    const pieces = (size: number) =>
      Array.from({ length: Math.ceil(frame.length / size) }, (_, i) =>
        frame.subarray(i * size, (i + 1) * size),
      );
    const withinCap = new FrameParser(1024, 4);
    // Heart-beats before the frame and the end of a previous frame do not count against it.
    expect(withinCap.push(Buffer.from('\n'))).toEqual([]);
    expect(withinCap.push(Buffer.from('ACK\nid:1\n\n\0SE'))).toHaveLength(1);
    const rest = frame.subarray(2);
    const size = Math.ceil(rest.length / 3);
    const frames = [0, 1, 2].flatMap((i) =>
      withinCap.push(rest.subarray(i * size, (i + 1) * size)),
    );
    expect(frames.map((read) => bodyText(read))).toEqual(['y'.repeat(100)]);

    const overCap = new FrameParser(1024, 4);
    const [one, two, three, four, five] = pieces(Math.ceil(frame.length / 5));
    for (const piece of [one, two, three, four]) expect(overCap.push(piece!)).toEqual([]);
    expect(() => overCap.push(five!)).toThrow('A frame may span at most 4 WebSocket messages');
  });

  it('reads a 64 KiB frame sent in 512-byte messages under the server cap', () => {
    const frame = Buffer.from(`SEND\ndestination:/x\n\n${'z'.repeat(65536 - 22)}\0`);
    expect(frame.length).toBe(65536);
    const parser = new FrameParser(65536, maxFrameMessages);
    const frames: Frame[] = [];
    for (let start = 0; start < frame.length; start += 512)
      frames.push(...parser.push(frame.subarray(start, start + 512)));
    expect(frames).toHaveLength(1);
    expect(frames[0]?.body.length).toBe(65536 - 22);
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
