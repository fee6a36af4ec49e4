import { Stack, Title } from '@mantine/core';
import { DocumentsForm } from '@/features/astrologers/components/documents-form';
import { useSession } from '@/lib/session';

export default function AstrologerDocumentsScreen() {
  const userId = useSession((s) => s.userId);
  return (
    <Stack gap="lg">
      <Title order={1}>Astrologer Documents</Title>
      {userId && <DocumentsForm astrologerId={userId} />}
    </Stack>
  );
}
