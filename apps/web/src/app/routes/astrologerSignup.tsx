import { AccountCard } from '@/features/accounts/components/account-card';
import { AstrologerSignUpForm } from '@/features/accounts/components/astrologer-sign-up-form';

export default function AstrologerSignupScreen() {
  return (
    <AccountCard
      title="Join Kusp as an astrologer"
      intro="We e-mail you a code to confirm your address when you leave the email field."
    >
      <AstrologerSignUpForm />
    </AccountCard>
  );
}
