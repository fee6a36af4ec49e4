import { useTranslation } from 'react-i18next';
import { AccountCard } from '@/features/accounts/components/account-card';
import { ForgotPasswordForm } from '@/features/accounts/components/forgot-password-form';

export default function AstrologerForgotScreen() {
  const { t } = useTranslation('accounts');
  return (
    <AccountCard title={t('forgot.title')} intro={t('forgot.intro')}>
      <ForgotPasswordForm kind="ASTROLOGER" />
    </AccountCard>
  );
}
