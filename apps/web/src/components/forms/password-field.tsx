import { PasswordInput, type PasswordInputProps } from '@mantine/core';
import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useSession } from '@/lib/session';
import { useFieldError } from './field-error';

/**
 * A required password input of the surrounding form (FormProvider), by `name`. Its show/hide
 * choice is the session's showPassword, shared by every password field.
 */
export function PasswordField({ name, ...props }: PasswordInputProps & { name: string }) {
  const { t } = useTranslation('forms');
  const visible = useSession((s) => s.showPassword);
  const setVisible = useSession((s) => s.setShowPassword);
  const { register } = useFormContext();
  const error = useFieldError(name);
  return (
    <PasswordInput
      withAsterisk
      visible={visible}
      onVisibilityChange={setVisible}
      visibilityToggleButtonProps={{
        'aria-label': visible ? t('hidePassword') : t('showPassword'),
      }}
      {...props}
      error={error}
      {...register(name)}
    />
  );
}
