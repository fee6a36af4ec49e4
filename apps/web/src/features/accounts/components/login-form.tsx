import { Anchor, Button, Group, Stack } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import {
  href,
  loginRequestSchema,
  messages,
  roleHome,
  type LoginRequest,
  type RouteKey,
} from '@kusp/contracts';
import { errorMessage } from '@/lib/api-client';
import { returnPathFrom } from '@/lib/return-path';
import { useSignIn } from '../api/sign-in';
import { openSession, type AccountKind } from '../open-session';
import { PasswordField } from '@/components/forms/password-field';
import { TextField } from '@/components/forms/text-field';
import { FormError } from '@/components/ui/form-error';

// Operators are added by other operators: no sign-up, and no self-service reset from here.
const links: Partial<
  Record<
    AccountKind,
    { forgot: RouteKey; create: RouteKey; createLabel: 'createAccount' | 'joinAsAstrologer' }
  >
> = {
  USER: { forgot: 'userForgot', create: 'userCreateAccount', createLabel: 'createAccount' },
  ASTROLOGER: {
    forgot: 'astrologerForgot',
    create: 'astrologerSignup',
    createLabel: 'joinAsAstrologer',
  },
};

/** Sign-in for one kind of account; the other kind is refused with 'Invalid User'. */
export function LoginForm({ kind }: { kind: AccountKind }) {
  const { t } = useTranslation('accounts');
  const navigate = useNavigate();
  const { search } = useLocation();
  const signIn = useSignIn(kind);
  const kindLinks = links[kind];
  const [failure, setFailure] = useState<string | null>(null);
  const [opening, setOpening] = useState(false);
  const form = useForm<LoginRequest>({
    resolver: zodResolver(loginRequestSchema),
    defaultValues: { username: '', password: '' },
  });
  const { handleSubmit } = form;

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    setOpening(true);
    try {
      await openSession(await signIn.mutateAsync(values), kind);
      await navigate(returnPathFrom(search) ?? roleHome[kind], { replace: true });
    } catch (error) {
      setFailure(errorMessage(error, messages.login.failed));
      setOpening(false);
    }
  });

  return (
    <FormProvider {...form}>
      <form onSubmit={onSubmit} noValidate aria-label={t('signIn.form')}>
        <Stack gap="md">
          <TextField
            name="username"
            label={t('signIn.username')}
            autoComplete="username"
            withAsterisk
          />
          <PasswordField
            name="password"
            label={t('signIn.password')}
            autoComplete="current-password"
          />
          <FormError message={failure} />
          <Button type="submit" loading={opening}>
            {t('signIn.submit')}
          </Button>
          {kindLinks && (
            <Group justify="space-between">
              <Anchor component={Link} to={href(kindLinks.forgot)} size="sm">
                {t('signIn.forgot')}
              </Anchor>
              <Anchor component={Link} to={href(kindLinks.create)} size="sm">
                {t(`signIn.${kindLinks.createLabel}`)}
              </Anchor>
            </Group>
          )}
        </Stack>
      </form>
    </FormProvider>
  );
}
