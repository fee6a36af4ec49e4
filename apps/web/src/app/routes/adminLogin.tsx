import { AccountCard } from '@/features/accounts/components/account-card';
import { LoginForm } from '@/features/accounts/components/login-form';

export default function AdminLoginScreen() {
  return (
    <AccountCard title="Operator sign-in" intro="The Kusp operator console.">
      <LoginForm kind="ADMIN" />
    </AccountCard>
  );
}
