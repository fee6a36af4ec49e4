import { readFile } from 'node:fs/promises';
import type { Download } from '@playwright/test';
// One reading of a PDF's text for the API tests and these.
import { pdfText } from '../../apps/server/test/support/pdf-text.ts';

/** A downloaded file's first bytes, its size and, read as a PDF, the text of all its pages. */
export async function downloadedPdf(download: Download) {
  const bytes = await readFile(await download.path());
  const { text } = await pdfText(new Uint8Array(bytes));
  return { head: bytes.subarray(0, 5).toString('latin1'), size: bytes.length, text };
}
