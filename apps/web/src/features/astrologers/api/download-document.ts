import { messages, type AstrologerDocument } from '@kusp/contracts';
import { ApiError } from '@/lib/api-client';
import { currentToken } from '@/lib/session';

/** Downloads one's own document: the file needs the bearer token, so it is fetched, then saved. */
export async function downloadDocument(document: AstrologerDocument): Promise<void> {
  const token = currentToken();
  const response = await fetch(`/api/v1/astrologer/document/${document.documentId}`, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  if (!response.ok) throw new ApiError(messages.generic.somethingWentWrong, response.status);
  const url = URL.createObjectURL(await response.blob());
  const link = Object.assign(window.document.createElement('a'), {
    href: url,
    download: document.fileName,
  });
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
