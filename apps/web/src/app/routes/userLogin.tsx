import { AccountCard } from '@/features/accounts/components/account-card';
import { LoginForm } from '@/features/accounts/components/login-form';

export default function UserLoginScreen() {
  return (
    <AccountCard title="Sign in" intro="Chat with an astrologer, ask questions and see your chart.">
      <LoginForm kind="USER" />
    </AccountCard>
  );
}
