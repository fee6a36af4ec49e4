import { useTranslation } from 'react-i18next';
import { AccountCard } from '@/features/accounts/components/account-card';
import { LoginForm } from '@/features/accounts/components/login-form';

export default function AstrologerLoginScreen() {
  const { t } = useTranslation('accounts');
  return (
    <AccountCard title={t('signIn.astrologerTitle')} intro={t('signIn.astrologerIntro')}>
      <LoginForm kind="ASTROLOGER" />
    </AccountCard>
  );
}
