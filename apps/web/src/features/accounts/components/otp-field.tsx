import { Button } from '@mantine/core';
import { useFormContext } from 'react-hook-form';
import { TextField } from '@/components/forms/text-field';
import type { EmailOtp } from '../use-email-otp';

/**
 * The e-mailed sign-up code (field `otp`), with Get OTP beside it: checks the form's `email` field,
 * then mails a new code to it.
 */
export function OtpField({ otp }: { otp: EmailOtp }) {
  const { trigger, getValues } = useFormContext<{ email: string }>();
  return (
    <TextField
      name="otp"
      label="OTP"
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
          Get OTP
        </Button>
      }
    />
  );
}
