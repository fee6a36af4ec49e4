// The STOMP frame parser's CPU per byte (`npm run bench:frames -w @kusp/bench`): a SEND frame of 16,
// 32 and 64 KiB read whole, dripped in 1 KiB WebSocket messages, and dripped one byte per message.
// Linear parsing shows the same nanoseconds per byte at every size and a drip costs a small
// multiple of a whole frame. The one-byte drip lifts the connection's cap on messages per frame
// (a server refuses such a frame after `maxFrameMessages` of them, in live/connection.ts): it measures the parser alone.
import { liveLimits } from '@kusp/contracts';
import { FrameParser } from '../../apps/server/src/modules/live/frames.ts';

const sizes = [16 * 1024, 32 * 1024, liveLimits.frameBytes];
const shapes = [
  { name: 'whole', piece: Infinity },
  { name: '1 KiB messages', piece: 1024 },
  { name: '1-byte messages', piece: 1 },
];

/** A SEND frame of exactly `bytes` bytes, NUL included, without content-length. */
function sendFrame(bytes: number): Buffer {
  const head = 'SEND\ndestination:/app/chat\ncontent-type:application/json\n\n';
  return Buffer.from(`${head}${'x'.repeat(bytes - head.length - 1)}\0`);
}

/** CPU microseconds (user + system) to read `frame` cut into pieces, over enough rounds to time. */
function cpuPerRound(frame: Buffer, piece: number): number {
  const pieces: Buffer[] = [];
  for (let start = 0; start < frame.length; start += piece)
    pieces.push(frame.subarray(start, start + piece));
  let rounds = 0;
  const before = process.cpuUsage();
  const started = performance.now();
  do {
    const parser = new FrameParser(liveLimits.frameBytes, Infinity);
    let frames = 0;
    for (const chunk of pieces) frames += parser.push(chunk).length;
    if (frames !== 1) throw new Error(`read ${frames} frames`);
    rounds += 1;
  } while (performance.now() - started < 500);
  const used = process.cpuUsage(before);
  return (used.user + used.system) / rounds;
}

console.log('frame     shape             CPU per frame   CPU per byte');
for (const size of sizes) {
  const frame = sendFrame(size);
  for (const shape of shapes) {
    const micros = cpuPerRound(frame, shape.piece);
    console.log(
      `${String(size / 1024).padStart(2)} KiB    ${shape.name.padEnd(16)}  ${(micros / 1000).toFixed(3).padStart(9)} ms   ${((micros * 1000) / size).toFixed(1).padStart(8)} ns`,
    );
  }
}
