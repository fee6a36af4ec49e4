import { Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DocumentsForm } from '@/features/astrologers/components/documents-form';
import { useSession } from '@/lib/session';

export default function AstrologerDocumentsScreen() {
  const { t } = useTranslation();
  const userId = useSession((s) => s.userId);
  return (
    <Stack gap="lg">
      <Title order={1}>{t('routes:astrologerDocuments')}</Title>
      {userId && <DocumentsForm astrologerId={userId} />}
    </Stack>
  );
}
