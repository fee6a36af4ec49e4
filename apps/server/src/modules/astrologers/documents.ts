import {
  astrologerTexts,
  documentFields,
  messages,
  type AstrologerDocument,
  type DocumentKind,
} from '@kusp/contracts';
import type { Db } from '../../db/database.ts';
import { fieldError, notFound } from '../../lib/http-error.ts';
import type { ReceivedFile } from './uploads.ts';
import { sniffFileType, type FileType, uploadFolder } from './uploads.ts';

/** Pan card, bank proof and up to this many other documents in one upload. */
export const maxOtherDocuments = 10;
const documentTypes: ReadonlyArray<FileType['contentType']> = [
  'application/pdf',
  'image/jpeg',
  'image/png',
];

type DocumentRow = {
  id: string;
  kind: DocumentKind;
  file_name: string;
  content_type: string;
  size_bytes: number;
  uploaded_at: Date;
};
const toDocument = (row: DocumentRow): AstrologerDocument => ({
  documentId: row.id,
  kind: row.kind,
  fileName: row.file_name,
  contentType: row.content_type,
  sizeBytes: row.size_bytes,
  uploadedAt: new Date(row.uploaded_at).toISOString(),
});

const columns = ['id', 'kind', 'file_name', 'content_type', 'size_bytes', 'uploaded_at'] as const;

export async function listDocuments(db: Db, astrologerId: string) {
  const rows = await db
    .selectFrom('astrologer_documents')
    .select(columns)
    .where('astrologer_id', '=', astrologerId)
    .orderBy('uploaded_at', 'desc')
    .orderBy('id')
    .execute();
  return rows.map(toDocument);
}

/**
 * Keeps the valid files of one upload: every part must be a known field holding a PDF, JPEG or PNG
 * by its content, or the whole upload is refused before anything is stored. A new pan card or bank
 * proof replaces the previous one; other documents add up.
 */
export async function saveDocuments(
  db: Db,
  dataDir: string,
  astrologerId: string,
  files: readonly ReceivedFile[],
): Promise<AstrologerDocument[]> {
  const checked = files.map((file) => {
    const kind = documentFields[file.field as keyof typeof documentFields];
    const type = sniffFileType(file.data);
    if (!kind) throw fieldError({ [file.field]: messages.documents.required });
    if (!type || !documentTypes.includes(type.contentType))
      throw fieldError({ [file.field]: astrologerTexts.documentType });
    return { ...file, kind, type };
  });
  for (const single of ['PAN_CARD', 'BANK_ACCOUNT_PROOF'] as const) {
    if (checked.filter((file) => file.kind === single).length > 1)
      throw fieldError({
        [single === 'PAN_CARD' ? 'panCardImage' : 'bankAccountProofImage']:
          astrologerTexts.oneFileOnly,
      });
  }
  if (checked.length === 0) throw fieldError({ documents: messages.documents.required });

  const folder = uploadFolder(dataDir, 'documents');
  const storedNames = await folder.store(checked);
  const replacedKinds = checked.map((f) => f.kind).filter((kind) => kind !== 'OTHER');
  let replaced: string[] = [];
  try {
    await db.transaction().execute(async (trx) => {
      if (replacedKinds.length > 0) {
        const old = await trx
          .deleteFrom('astrologer_documents')
          .where('astrologer_id', '=', astrologerId)
          .where('kind', 'in', replacedKinds)
          .returning('stored_name')
          .execute();
        replaced = old.map((row) => row.stored_name);
      }
      await trx
        .insertInto('astrologer_documents')
        .values(
          checked.map((file, i) => ({
            astrologer_id: astrologerId,
            kind: file.kind,
            stored_name: storedNames[i]!,
            file_name: file.fileName.slice(0, 200),
            content_type: file.type.contentType,
            size_bytes: file.data.length,
          })),
        )
        .execute();
    });
  } catch (error) {
    await folder.remove(storedNames);
    throw error;
  }
  await folder.remove(replaced);
  return listDocuments(db, astrologerId);
}

/** One document for download, only by the astrologer who uploaded it. */
export async function findOwnDocument(
  db: Db,
  dataDir: string,
  ownerId: string,
  documentId: string,
) {
  const row = await db
    .selectFrom('astrologer_documents')
    .select(['stored_name', 'file_name', 'content_type'])
    .where('id', '=', documentId)
    .where('astrologer_id', '=', ownerId)
    .executeTakeFirst();
  if (!row) throw notFound();
  return { ...row, path: uploadFolder(dataDir, 'documents').pathOf(row.stored_name) };
}
