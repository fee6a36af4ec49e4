import { Button } from '@mantine/core';
import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TextField } from '@/components/forms/text-field';
import type { EmailOtp } from '../use-email-otp';

/**
 * The e-mailed sign-up code (field `otp`), with Get OTP beside it: checks the form's `email` field,
 * then mails a new code to it.
 */
export function OtpField({ otp }: { otp: EmailOtp }) {
  const { t } = useTranslation('accounts');
  const { trigger, getValues } = useFormContext<{ email: string }>();
  return (
    <TextField
      name="otp"
      label={t('signUp.otp')}
      inputMode="numeric"
      autoComplete="one-time-code"
      withAsterisk
      rightSectionWidth={104}
      rightSectionPointerEvents="all"
      rightSection={
        <Button
          size="compact-sm"
          variant="light"
          loading={otp.sending}
          onClick={async () => {
            if (await trigger('email')) await otp.sendAgain(getValues('email'));
          }}
        >
          {t('signUp.getOtp')}
        </Button>
      }
    />
  );
}
