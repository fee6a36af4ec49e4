import type { FastifyRequest } from 'fastify';
import { randomUUID } from 'node:crypto';
import { createReadStream, type ReadStream } from 'node:fs';
import { mkdir, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fillMessage, inputMessages, limits, messages } from '@kusp/contracts';
import { HttpError, notFound } from '../../lib/http-error.ts';
import { assertStorableText } from '../../lib/text-input.ts';

/** A file type as its first bytes show it; the uploaded name and header are never trusted. */
export interface FileType {
  contentType: 'image/jpeg' | 'image/png' | 'image/webp' | 'application/pdf';
  extension: 'jpg' | 'png' | 'webp' | 'pdf';
}

const startsWith = (data: Buffer, bytes: readonly number[], at = 0) =>
  data.length >= at + bytes.length && bytes.every((byte, i) => data[at + i] === byte);
const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

export function sniffFileType(data: Buffer): FileType | null {
  if (startsWith(data, [0xff, 0xd8, 0xff])) return { contentType: 'image/jpeg', extension: 'jpg' };
  if (startsWith(data, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
    return { contentType: 'image/png', extension: 'png' };
  if (startsWith(data, ascii('RIFF')) && startsWith(data, ascii('WEBP'), 8))
    return { contentType: 'image/webp', extension: 'webp' };
  if (startsWith(data, ascii('%PDF-'))) return { contentType: 'application/pdf', extension: 'pdf' };
  return null;
}

export const contentTypeOf = (storedName: string) =>
  ({
    jpg: 'image/jpeg',
    png: 'image/png',
    webp: 'image/webp',
    pdf: 'application/pdf',
  })[path.extname(storedName).slice(1)] ?? 'application/octet-stream';

export interface ReceivedFile {
  field: string;
  fileName: string;
  data: Buffer;
}

/**
 * Reads the request's file parts into memory, each at most 1 MB: a larger part fails while it
 * streams, before anything reaches the disk. Empty parts (a file input left blank) are skipped.
 * Field names, file names and field values follow the text rule of every other input; a body
 * cut short or malformed is a 400, never a 500.
 */
export async function receiveFiles(
  request: FastifyRequest,
  texts: { tooLarge: string; none: string },
  maxFiles: number,
): Promise<ReceivedFile[]> {
  if (!request.isMultipart()) throw new HttpError('INVALID_REQUEST', texts.none);
  const files: ReceivedFile[] = [];
  try {
    const parts = request.parts({
      limits: { fileSize: limits.fileBytes, files: maxFiles, fields: 20, fieldSize: 1024 },
    });
    for await (const part of parts) {
      const text = part.type === 'file' ? part.filename : part.value;
      assertStorableText({ [part.fieldname]: text }, part.fieldname);
      if (part.type !== 'file') continue;
      const data = await part.toBuffer();
      if (data.length > 0)
        files.push({ field: part.fieldname, fileName: part.filename || part.fieldname, data });
    }
  } catch (error) {
    if (error instanceof HttpError) throw error;
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new HttpError('PAYLOAD_TOO_LARGE', texts.tooLarge);
    if (code === 'FST_FILES_LIMIT')
      throw new HttpError(
        'PAYLOAD_TOO_LARGE',
        fillMessage(messages.generic.tooManyFiles, { max: maxFiles }),
      );
    // Nothing but the request body is read here: whatever failed, the body was at fault.
    throw new HttpError('INVALID_REQUEST', inputMessages.uploadBroken);
  }
  return files;
}

const folders = ['profile-pictures', 'documents'] as const;
const isTemporary = (name: string) => name.startsWith('.') && name.endsWith('.part');

/**
 * Removes the temporary files a crash left half-written. Only those older than `minAgeMs`: another
 * instance sharing DATA_DIR (with DATABASE_URL) may be writing one right now, for milliseconds.
 */
export async function sweepTemporaryUploads(dataDir: string, minAgeMs = 60_000): Promise<number> {
  let removed = 0;
  for (const folder of folders) {
    const dir = path.join(dataDir, 'uploads', folder);
    const names = await readdir(dir).catch(() => [] as string[]);
    for (const name of names.filter(isTemporary)) {
      const file = path.join(dir, name);
      const info = await stat(file).catch(() => null);
      if (!info || Date.now() - info.mtimeMs < minAgeMs) continue;
      await rm(file, { force: true });
      removed += 1;
    }
  }
  return removed;
}

/** Files under DATA_DIR/uploads/<folder>, each written to a temporary name and then renamed. */
export function uploadFolder(dataDir: string, folder: (typeof folders)[number]) {
  const dir = path.join(dataDir, 'uploads', folder);
  const remove = (names: readonly string[]) =>
    Promise.all(names.map((name) => rm(path.join(dir, name), { force: true })));
  return {
    pathOf: (storedName: string) => path.join(dir, path.basename(storedName)),
    remove,
    /** Stores every file under a random name; on any failure removes what this call wrote. */
    async store(files: ReadonlyArray<{ data: Buffer; type: FileType }>): Promise<string[]> {
      await mkdir(dir, { recursive: true });
      const written: string[] = [];
      try {
        for (const file of files) {
          const name = `${randomUUID()}.${file.type.extension}`;
          const temporary = `.${name}.part`;
          written.push(temporary);
          await writeFile(path.join(dir, temporary), file.data, { flag: 'wx' });
          await rename(path.join(dir, temporary), path.join(dir, name));
          written[written.length - 1] = name;
        }
        return written;
      } catch (error) {
        await remove(written);
        throw error;
      }
    },
  };
}

/** Opens a stored file for sending; a missing one is a 404, never a 500 mid-response. */
export function openStored(filePath: string): Promise<ReadStream> {
  const stream = createReadStream(filePath);
  return new Promise((resolve, reject) => {
    stream.once('open', () => resolve(stream));
    stream.once('error', () => reject(notFound()));
  });
}
