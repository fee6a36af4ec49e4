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
const carriageReturnByte = Buffer.from('\r');

// CONNECT and CONNECTED keep their header octets as they are (backward compatibility with 1.0).
const unescapedCommands = new Set(['CONNECT', 'CONNECTED']);

const escapes: Record<string, string> = { r: '\r', n: '\n', c: ':', '\\': '\\' };

// Most header names and values hold none of the characters escaping is about; they are returned as
// they are, without a replace that would build a new string for each (thousands a second at load).
const ESCAPED = /[\\\r\n:]/;
const EVERY_ESCAPED = new RegExp(ESCAPED.source, 'g');

function unescapeHeader(text: string): string {
  if (!text.includes('\\')) return text;
  return text.replace(/\\(.?)/gs, (_whole, next: string) => {
    const value = escapes[next];
    if (value === undefined) throw new FrameError('Undefined escape sequence in a header');
    return value;
  });
}

export function escapeHeader(text: string): string {
  if (!ESCAPED.test(text)) return text;
  return text.replace(EVERY_ESCAPED, (char) =>
    char === '\\' ? '\\\\' : char === '\r' ? '\\r' : char === '\n' ? '\\n' : '\\c',
  );
}

interface Head {
  command: string;
  headers: Record<string, string>;
  bodyStart: number;
  /** Where the NUL must be, when content-length says; else the first NUL ends the body. */
  bodyEnd?: number;
}

/**
 * Reads frames from a stream of bytes that may split or join frames anywhere. Heart-beats (bare
 * EOLs between frames) are skipped. Throws FrameError for a malformed frame, one above maxBytes or
 * one spread over more than maxMessages pushes; after that the parser must not be used again.
 *
 * Linear in the bytes received: a frame under way is kept as the list of its chunks, and each push
 * scans only its own bytes, so a frame dripped one byte at a time costs no rescans or copies.
 */
export class FrameParser {
  /** The frame under way: the chunks its bytes came in (the last may hold more frames). */
  private readonly chunks: Buffer[] = [];
  private size = 0;
  /** Pushes the frame under way has spanned so far. */
  private messages = 0;
  private lineStart = 0;
  private lines = 0;
  private head: Head | null = null;
  /** A CR ended the last push between frames: a heart-beat if an LF comes next. */
  private carriageReturn = false;

  constructor(
    private readonly maxBytes: number,
    private readonly maxMessages: number,
  ) {}

  push(chunk: Buffer): Frame[] {
    const frames: Frame[] = [];
    if (this.size > 0) {
      this.messages += 1;
      if (this.messages > this.maxMessages)
        throw new FrameError(`A frame may span at most ${this.maxMessages} WebSocket messages`);
    }
    let rest = chunk;
    while (rest.length > 0) {
      if (this.size === 0) {
        rest = this.skipHeartbeats(rest);
        if (rest.length === 0) break;
        this.messages = 1;
      }
      const frame = this.scan(rest);
      if (!frame) break;
      frames.push(frame.frame);
      rest = frame.rest;
    }
    return frames;
  }

  /** The chunk from the first byte of the next frame; a CR at its end waits for the next push. */
  private skipHeartbeats(chunk: Buffer): Buffer {
    if (chunk.length === 0) return chunk;
    let start = 0;
    if (this.carriageReturn) {
      this.carriageReturn = false;
      if (chunk[0] === LF) start = 1;
      else this.append(carriageReturnByte); // not a heart-beat: the CR begins a frame
    }
    while (this.size === 0 && start < chunk.length) {
      const byte = chunk[start];
      if (byte === LF) start += 1;
      else if (byte === CR && chunk[start + 1] === LF) start += 2;
      else if (byte === CR && start + 1 === chunk.length) {
        this.carriageReturn = true;
        start += 1;
      } else break;
    }
    return start === 0 ? chunk : chunk.subarray(start);
  }

  private append(chunk: Buffer) {
    this.chunks.push(chunk);
    this.size += chunk.length;
  }

  /** Adds a chunk to the frame under way: the frame and the bytes after it once it is whole. */
  private scan(chunk: Buffer): { frame: Frame; rest: Buffer } | null {
    const base = this.size;
    this.append(chunk);
    let local = 0;
    if (!this.head) {
      const nul = chunk.indexOf(NUL);
      for (;;) {
        const lf = chunk.indexOf(LF, local);
        if (nul !== -1 && (lf === -1 || nul < lf)) throw new FrameError('Malformed frame');
        if (lf === -1) break;
        const end = base + lf;
        if (end >= this.maxBytes) throw tooLarge(this.maxBytes); // no room left for the NUL
        const blank =
          end === this.lineStart ||
          (end === this.lineStart + 1 && this.byteAt(this.lineStart) === CR);
        const lineStart = this.lineStart;
        this.lineStart = end + 1;
        local = lf + 1;
        if (blank) {
          this.head = this.readHead(lineStart, end + 1);
          break;
        }
        this.lines += 1;
        if (this.lines > maxHeaders + 1) throw new FrameError('Too many headers');
      }
    }
    const head = this.head;
    let bodyEnd = -1;
    if (head?.bodyEnd !== undefined) {
      if (this.size > head.bodyEnd) {
        if (this.byteAt(head.bodyEnd) !== NUL)
          throw new FrameError('The body does not end with NUL');
        bodyEnd = head.bodyEnd;
      }
    } else if (head) {
      const nul = chunk.indexOf(NUL, local);
      if (nul !== -1) bodyEnd = base + nul;
    }
    if (!head || bodyEnd === -1) {
      if (this.size > this.maxBytes) throw tooLarge(this.maxBytes);
      return null;
    }
    if (bodyEnd + 1 > this.maxBytes) throw tooLarge(this.maxBytes);
    const frame = {
      command: head.command,
      headers: head.headers,
      body: this.copy(head.bodyStart, bodyEnd),
    };
    const rest = chunk.subarray(bodyEnd + 1 - base);
    // Emptied, not replaced: a new array for each frame would outlive the young generation on a
    // parser that lives as long as its connection.
    this.chunks.length = 0;
    this.size = 0;
    this.lineStart = 0;
    this.lines = 0;
    this.head = null;
    return { frame, rest };
  }

  /** Command and headers, once the blank line ending them (from `blankLine`) has arrived. */
  private readHead(blankLine: number, bodyStart: number): Head {
    const text = this.text(0, blankLine);
    const lines: string[] = [];
    for (let start = 0; start < text.length;) {
      const end = text.indexOf('\n', start);
      if (end === -1) break; // not reached: the text ends with the blank line's LF
      lines.push(text.slice(start, text.charCodeAt(end - 1) === CR ? end - 1 : end));
      start = end + 1;
    }
    const [command = '', ...headerLines] = lines;
    if (!/^[A-Z]+$/.test(command)) throw new FrameError('Malformed command line');
    const headers = parseHeaders(command, headerLines);
    const declared = headers['content-length'];
    if (declared === undefined) return { command, headers, bodyStart };
    if (!/^\d{1,10}$/.test(declared)) throw new FrameError('Malformed content-length header');
    const bodyEnd = bodyStart + Number(declared);
    if (bodyEnd + 1 > this.maxBytes) throw tooLarge(this.maxBytes);
    return { command, headers, bodyStart, bodyEnd };
  }

  /** The byte at a position of the frame under way; looked up from the newest chunk back. */
  private byteAt(position: number): number | undefined {
    let start = this.size;
    for (let i = this.chunks.length - 1; i >= 0; i -= 1) {
      const chunk = this.chunks[i]!;
      start -= chunk.length;
      if (position >= start) return chunk[position - start];
    }
    return undefined;
  }

  /** The frame's bytes from `start` to `end` as text; decoded in place when one chunk holds them. */
  private text(start: number, end: number): string {
    const first = this.chunks[0]!;
    return end <= first.length
      ? first.toString('utf8', start, end)
      : this.copy(start, end).toString();
  }

  /** The frame's bytes from `start` to `end`: a view when one chunk holds them, else a copy. */
  private copy(start: number, end: number): Buffer {
    const first = this.chunks[0]!;
    if (end <= first.length) return first.subarray(start, end);
    const result = Buffer.alloc(end - start);
    let offset = 0;
    for (const chunk of this.chunks) {
      const from = Math.max(start - offset, 0);
      const to = Math.min(end - offset, chunk.length);
      if (from < to) chunk.copy(result, offset + from - start, from, to);
      offset += chunk.length;
      if (offset >= end) break;
    }
    return result;
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
  for (const name in headers) {
    const value = headers[name];
    if (value !== undefined) text += `${encode(name)}:${encode(String(value))}\n`;
  }
  if (body !== '') text += `content-length:${Buffer.byteLength(body)}\n`;
  return `${text}\n${body}\0`;
}

/** The heart-beat a server sends when it has nothing else to say. */
export const heartbeatFrame = '\n';
