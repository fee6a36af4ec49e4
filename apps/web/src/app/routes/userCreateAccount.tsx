import { useTranslation } from 'react-i18next';
import { AccountCard } from '@/features/accounts/components/account-card';
import { CustomerSignUpForm } from '@/features/accounts/components/customer-sign-up-form';

export default function UserCreateAccountScreen() {
  const { t } = useTranslation('accounts');
  return (
    <AccountCard title={t('signUp.title')} intro={t('signUp.intro')}>
      <CustomerSignUpForm />
    </AccountCard>
  );
}
