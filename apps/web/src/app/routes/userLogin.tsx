import { useTranslation } from 'react-i18next';
import { AccountCard } from '@/features/accounts/components/account-card';
import { LoginForm } from '@/features/accounts/components/login-form';

export default function UserLoginScreen() {
  const { t } = useTranslation('accounts');
  return (
    <AccountCard title={t('signIn.title')} intro={t('signIn.intro')}>
      <LoginForm kind="USER" />
    </AccountCard>
  );
}
