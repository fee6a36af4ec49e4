// The STOMP 1.2 frame codec (https://stomp.github.io/stomp-specification-1.2.html): no maintained
// STOMP *server* library for Node supports 1.2 over a WebSocket we already own, and a frame is small:
//   COMMAND EOL *(name:value EOL) EOL body NUL *(EOL)       where EOL is LF or CR LF.

export interface Frame {
  command: string;
  /** The first value of each header wins (1.2 section "Repeated Header Entries"). */
  headers: Record<string, string>;
  body: Buffer;
}

/** A frame the codec cannot accept; the connection answers ERROR and closes. */
export class FrameError extends Error {
  constructor(
    message: string,
    readonly tooLarge = false,
  ) {
    super(message);
  }
}

const LF = 0x0a;
const CR = 0x0d;
const NUL = 0x00;
const maxHeaders = 64;

// CONNECT and CONNECTED keep their header octets as they are (backward compatibility with 1.0).
const unescapedCommands = new Set(['CONNECT', 'CONNECTED']);

const escapes: Record<string, string> = { r: '\r', n: '\n', c: ':', '\\': '\\' };

function unescapeHeader(text: string): string {
  return text.replace(/\\(.?)/gs, (_whole, next: string) => {
    const value = escapes[next];
    if (value === undefined) throw new FrameError('Undefined escape sequence in a header');
    return value;
  });
}

export function escapeHeader(text: string): string {
  return text.replace(/[\\\r\n:]/g, (char) =>
    char === '\\' ? '\\\\' : char === '\r' ? '\\r' : char === '\n' ? '\\n' : '\\c',
  );
}

/**
 * Reads frames from a stream of bytes that may split or join frames anywhere. Heart-beats (bare
 * EOLs between frames) are skipped. Throws FrameError for a malformed frame or one above maxBytes;
 * after that the parser must not be used again.
 */
export class FrameParser {
  private buffer: Buffer = Buffer.alloc(0);

  constructor(private readonly maxBytes: number) {}

  push(chunk: Buffer): Frame[] {
    this.buffer = this.buffer.length === 0 ? chunk : Buffer.concat([this.buffer, chunk]);
    const frames: Frame[] = [];
    for (;;) {
      this.skipHeartbeats();
      if (this.buffer.length === 0) return frames;
      const frame = this.readFrame();
      if (!frame) {
        if (this.buffer.length > this.maxBytes) throw tooLarge(this.maxBytes);
        return frames;
      }
      frames.push(frame);
    }
  }

  private skipHeartbeats() {
    let start = 0;
    while (start < this.buffer.length) {
      const byte = this.buffer[start];
      if (byte === LF) start += 1;
      else if (byte === CR && this.buffer[start + 1] === LF) start += 2;
      else if (byte === CR && start + 1 === this.buffer.length)
        break; // the LF may follow
      else break;
    }
    if (start > 0) this.buffer = this.buffer.subarray(start);
  }

  /** One whole frame off the front of the buffer, or null while it is still incomplete. */
  private readFrame(): Frame | null {
    const lines: string[] = [];
    let position = 0;
    for (;;) {
      const end = this.buffer.indexOf(LF, position);
      if (end === -1) {
        if (this.buffer.indexOf(NUL, position) !== -1) throw new FrameError('Malformed frame');
        return null;
      }
      const last = end > position && this.buffer[end - 1] === CR ? end - 1 : end;
      const line = this.buffer.toString('utf8', position, last);
      position = end + 1;
      if (line === '') break;
      lines.push(line);
      if (lines.length > maxHeaders + 1) throw new FrameError('Too many headers');
      if (position > this.maxBytes) throw tooLarge(this.maxBytes);
    }
    const [command = '', ...headerLines] = lines;
    if (!/^[A-Z]+$/.test(command)) throw new FrameError('Malformed command line');
    const headers = parseHeaders(command, headerLines);

    let bodyEnd: number;
    const declared = headers['content-length'];
    if (declared !== undefined) {
      if (!/^\d{1,10}$/.test(declared)) throw new FrameError('Malformed content-length header');
      bodyEnd = position + Number(declared);
      if (bodyEnd + 1 > this.maxBytes) throw tooLarge(this.maxBytes);
      if (this.buffer.length < bodyEnd + 1) return null;
      if (this.buffer[bodyEnd] !== NUL) throw new FrameError('The body does not end with NUL');
    } else {
      bodyEnd = this.buffer.indexOf(NUL, position);
      if (bodyEnd === -1) return null;
    }
    if (bodyEnd + 1 > this.maxBytes) throw tooLarge(this.maxBytes);
    const body = Buffer.from(this.buffer.subarray(position, bodyEnd));
    this.buffer = this.buffer.subarray(bodyEnd + 1);
    return { command, headers, body };
  }
}

function tooLarge(maxBytes: number) {
  return new FrameError(`A frame may have at most ${maxBytes} bytes`, true);
}

function parseHeaders(command: string, lines: string[]): Record<string, string> {
  const decode = unescapedCommands.has(command) ? (text: string) => text : unescapeHeader;
  const headers: Record<string, string> = {};
  for (const line of lines) {
    const colon = line.indexOf(':');
    if (colon <= 0) throw new FrameError('Malformed header line');
    const name = decode(line.slice(0, colon));
    headers[name] ??= decode(line.slice(colon + 1));
  }
  return headers;
}

/** A frame as text: escaped headers (except CONNECTED), content-length for any body, then NUL. */
export function encodeFrame(
  command: string,
  headers: Record<string, string | number | undefined>,
  body = '',
): string {
  const encode = unescapedCommands.has(command) ? (text: string) => text : escapeHeader;
  let text = `${command}\n`;
  for (const [name, value] of Object.entries(headers)) {
    if (value !== undefined) text += `${encode(name)}:${encode(String(value))}\n`;
  }
  if (body !== '') text += `content-length:${Buffer.byteLength(body)}\n`;
  return `${text}\n${body}\0`;
}

/** The heart-beat a server sends when it has nothing else to say. */
export const heartbeatFrame = '\n';
