import { Paper, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { href, messages } from '@kusp/contracts';
import { useSaveCustomer } from '@/features/horoscopes/api/save-profile';
import { BirthProfileForm } from '@/features/horoscopes/components/birth-profile-form';
import { notifySuccess } from '@/lib/notify';

export default function CustomerAddScreen() {
  const { t } = useTranslation('clients');
  const navigate = useNavigate();
  const save = useSaveCustomer();
  return (
    <Stack gap="md" maw={820}>
      <Title order={1} size="h2">
        {t('routes:customerAdd')}
      </Title>
      <Paper withBorder p="md">
        <BirthProfileForm
          requirePhone
          submitLabel={t('add.submit')}
          onSave={async (body) => {
            const customer = await save.mutateAsync({ body });
            notifySuccess(messages.horoscope.updated);
            await navigate(href('customerPortal', { horoscopeId: customer.horoscopeId }));
          }}
        />
      </Paper>
    </Stack>
  );
}
