import { messages, type AstrologerDocument } from '@kusp/contracts';
import { ApiError } from '@/lib/api-client';
import { currentToken } from '@/lib/session';

/**
 * Opens an astrologer's document in a new tab. The file needs the bearer token, so it is fetched and
 * shown from a blob of the server's own type (a PDF, JPEG or PNG; the server never sends HTML).
 * The tab is opened first, inside the click, so no pop-up blocker stops it.
 */
export async function viewDocument(astrologerId: string, document: AstrologerDocument) {
  const tab = window.open('', '_blank');
  const token = currentToken();
  const response = await fetch(
    `/api/v1/admin/astrologers/${astrologerId}/documents/${document.documentId}`,
    { headers: token ? { authorization: `Bearer ${token}` } : {} },
  );
  if (!response.ok) {
    tab?.close();
    throw new ApiError(messages.generic.somethingWentWrong, response.status);
  }
  const url = URL.createObjectURL(await response.blob());
  if (tab) tab.location.href = url;
  else window.location.assign(url);
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
