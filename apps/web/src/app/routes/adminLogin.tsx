import { useTranslation } from 'react-i18next';
import { AccountCard } from '@/features/accounts/components/account-card';
import { LoginForm } from '@/features/accounts/components/login-form';

export default function AdminLoginScreen() {
  const { t } = useTranslation('operators');
  return (
    <AccountCard title={t('routes:adminLogin')} intro={t('login.intro')}>
      <LoginForm kind="ADMIN" />
    </AccountCard>
  );
}
