import { AccountCard } from '@/features/accounts/components/account-card';
import { CustomerSignUpForm } from '@/features/accounts/components/customer-sign-up-form';

export default function UserCreateAccountScreen() {
  return (
    <AccountCard
      title="Create account"
      intro="We e-mail you a code to confirm your address when you leave the email field."
    >
      <CustomerSignUpForm />
    </AccountCard>
  );
}
