import { useTranslation } from 'react-i18next';
import { AccountCard } from '@/features/accounts/components/account-card';
import { AstrologerSignUpForm } from '@/features/accounts/components/astrologer-sign-up-form';

export default function AstrologerSignupScreen() {
  const { t } = useTranslation('accounts');
  return (
    <AccountCard title={t('astrologerSignUp.title')} intro={t('signUp.intro')}>
      <AstrologerSignUpForm />
    </AccountCard>
  );
}
