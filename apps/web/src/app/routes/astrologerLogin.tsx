import { AccountCard } from '@/features/accounts/components/account-card';
import { LoginForm } from '@/features/accounts/components/login-form';

export default function AstrologerLoginScreen() {
  return (
    <AccountCard title="Astrologer sign-in" intro="Your profile, questions and customers.">
      <LoginForm kind="ASTROLOGER" />
    </AccountCard>
  );
}
