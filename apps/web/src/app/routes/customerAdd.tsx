import { Paper, Stack, Title } from '@mantine/core';
import { useNavigate } from 'react-router';
import { href, messages } from '@kusp/contracts';
import { useSaveCustomer } from '@/features/horoscopes/api/save-profile';
import { BirthProfileForm } from '@/features/horoscopes/components/birth-profile-form';
import { notifySuccess } from '@/lib/notify';

export default function CustomerAddScreen() {
  const navigate = useNavigate();
  const save = useSaveCustomer();
  return (
    <Stack gap="md" maw={820}>
      <Title order={1} size="h2">
        Add customer
      </Title>
      <Paper withBorder p="md">
        <BirthProfileForm
          requirePhone
          submitLabel="Add Customer"
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
