import type { AstrologerDocument } from '@kusp/contracts';
import { apiFile, saveFile } from '@/lib/api-client';

/** Downloads one's own document: the file needs the bearer token, so it is fetched, then saved. */
export async function downloadDocument(document: AstrologerDocument): Promise<void> {
  saveFile(await apiFile(`/v1/astrologer/document/${document.documentId}`), document.fileName);
}
