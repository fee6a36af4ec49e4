import { AccountCard } from '@/features/accounts/components/account-card';
import { ForgotPasswordForm } from '@/features/accounts/components/forgot-password-form';

export default function AstrologerForgotScreen() {
  return (
    <AccountCard title="Forgot password" intro="We will e-mail a code to your account's address.">
      <ForgotPasswordForm kind="ASTROLOGER" />
    </AccountCard>
  );
}
