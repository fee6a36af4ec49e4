import { PasswordInput, type PasswordInputProps } from '@mantine/core';
import { useSession } from '@/lib/session';

/** A password input whose show/hide choice is the session's showPassword, shared by every form. */
export function PasswordField(props: PasswordInputProps) {
  const visible = useSession((s) => s.showPassword);
  const setVisible = useSession((s) => s.setShowPassword);
  return (
    <PasswordInput
      withAsterisk
      visible={visible}
      onVisibilityChange={setVisible}
      visibilityToggleButtonProps={{ 'aria-label': visible ? 'Hide password' : 'Show password' }}
      {...props}
    />
  );
}
