import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { FormProvider, useForm } from 'react-hook-form';
import { href, newOperatorSchema, type NewOperator } from '@kusp/contracts';
import { PasswordField } from '@/components/forms/password-field';
import { TextField } from '@/components/forms/text-field';
import { FormError } from '@/components/ui/form-error';
import { ResponsiveTable } from '@/components/ui/responsive-table';
import { errorMessage } from '@/lib/api-client';
import { localDay } from '@/lib/dates';
import { useLanguage } from '@/lib/language';
import { showFieldErrors } from '@/lib/form-errors';
import { notifySuccess } from '@/lib/notify';
import { useAddOperator, useOperators } from '../api/operators';

const fields = ['firstName', 'lastName', 'email', 'password'] as const;

/** Every operator, and the form an operator adds another with. */
export function OperatorsPanel() {
  const { t } = useTranslation('operators');
  const { locale } = useLanguage();
  const { data } = useOperators();
  const add = useAddOperator();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<NewOperator>({
    resolver: zodResolver(newOperatorSchema),
    defaultValues: { firstName: '', lastName: '', email: '', password: '' },
  });
  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      await add.mutateAsync(values);
      notifySuccess(t('team.added'));
      form.reset();
    } catch (error) {
      showFieldErrors(error, fields, form.setError);
      setFailure(errorMessage(error));
    }
  });
  return (
    <Stack gap="lg">
      <ResponsiveTable
        label={t('routes:adminOperators')}
        columns={(['name', 'email', 'since'] as const).map((column) => t(`team.columns.${column}`))}
        rows={(data ?? []).map((operator) => ({
          key: operator.id,
          cells: [
            `${operator.firstName} ${operator.lastName}`,
            operator.email,
            localDay(operator.createdAt, locale),
          ],
        }))}
      />
      <Card withBorder radius="md" padding="md" maw={520}>
        <Title order={2} size="h4">
          {t('team.add')}
        </Title>
        <Text size="sm" c="dimmed" mb="md">
          <Trans
            t={t}
            i18nKey="team.addIntro"
            values={{ path: href('adminLogin') }}
            components={{ en: <span lang="en" /> }}
          />
        </Text>
        <FormProvider {...form}>
          <form onSubmit={submit} noValidate aria-label={t('team.add')}>
            <Stack gap="sm">
              <Group grow align="flex-start">
                <TextField name="firstName" label={t('team.firstName')} withAsterisk />
                <TextField name="lastName" label={t('team.lastName')} withAsterisk />
              </Group>
              <TextField name="email" label={t('team.email')} type="email" withAsterisk />
              <PasswordField
                name="password"
                label={t('team.password')}
                autoComplete="new-password"
              />
              <FormError message={failure} />
              <Button type="submit" loading={form.formState.isSubmitting}>
                {t('team.submit')}
              </Button>
            </Stack>
          </form>
        </FormProvider>
      </Card>
    </Stack>
  );
}
