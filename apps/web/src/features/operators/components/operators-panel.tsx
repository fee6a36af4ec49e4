import { Button, Card, Group, Stack, Table, Text, Title } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { adminTexts, newOperatorSchema, type NewOperator } from '@kusp/contracts';
import { PasswordField } from '@/components/forms/password-field';
import { TextField } from '@/components/forms/text-field';
import { FormError } from '@/components/ui/form-error';
import { errorMessage } from '@/lib/api-client';
import { localDay } from '@/lib/dates';
import { showFieldErrors } from '@/lib/form-errors';
import { notifySuccess } from '@/lib/notify';
import { useAddOperator, useOperators } from '../api/operators';

const fields = ['firstName', 'lastName', 'email', 'password'] as const;

/** Every operator, and the form an operator adds another with. */
export function OperatorsPanel() {
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
      notifySuccess(adminTexts.operatorAdded);
      form.reset();
    } catch (error) {
      showFieldErrors(error, fields, form.setError);
      setFailure(errorMessage(error));
    }
  });
  return (
    <Stack gap="lg">
      <Table.ScrollContainer minWidth={480}>
        <Table>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Name</Table.Th>
              <Table.Th>E-mail</Table.Th>
              <Table.Th>Since</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {data?.map((operator) => (
              <Table.Tr key={operator.id}>
                <Table.Td>{`${operator.firstName} ${operator.lastName}`}</Table.Td>
                <Table.Td>{operator.email}</Table.Td>
                <Table.Td>{localDay(operator.createdAt)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Card withBorder radius="md" padding="md" maw={520}>
        <Title order={2} size="h4">
          Add an operator
        </Title>
        <Text size="sm" c="dimmed" mb="md">
          They sign in at /admin/login with this e-mail and password.
        </Text>
        <FormProvider {...form}>
          <form onSubmit={submit} noValidate aria-label="Add an operator">
            <Stack gap="sm">
              <Group grow align="flex-start">
                <TextField name="firstName" label="First name" withAsterisk />
                <TextField name="lastName" label="Last name" withAsterisk />
              </Group>
              <TextField name="email" label="Email" type="email" withAsterisk />
              <PasswordField name="password" label="Password" autoComplete="new-password" />
              <FormError message={failure} />
              <Button type="submit" loading={form.formState.isSubmitting}>
                Add operator
              </Button>
            </Stack>
          </form>
        </FormProvider>
      </Card>
    </Stack>
  );
}
