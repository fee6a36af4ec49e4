import { useRef, type FocusEvent } from 'react';
import type { RegisterOptions } from 'react-hook-form';
import { EMAIL_PATTERN } from '@kusp/contracts';
import { errorMessage } from '@/lib/api-client';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useSendOtp } from './api/send-otp';

/**
 * The sign-up code: sent when a valid e-mail field loses focus (once per address, so tabbing
 * through the form does not mail a new code each time), and again on Get OTP.
 */
export function useEmailOtp(onFailure: (error: unknown) => void) {
  const mutation = useSendOtp();
  const sentTo = useRef<string | null>(null);

  async function send(email: string, again: boolean) {
    const address = email.trim().toLowerCase();
    if (!again && sentTo.current === address) return;
    sentTo.current = address;
    try {
      const { message } = await mutation.mutateAsync({
        email: email.trim(),
        otpEvent: 'USER_REGISTRATION',
      });
      notifySuccess(message);
    } catch (error) {
      sentTo.current = null;
      notifyError(errorMessage(error));
      onFailure(error);
    }
  }

  return {
    /** The e-mail field's register options: sends the code when a valid address loses focus. */
    emailOptions: {
      onBlur: async (event: FocusEvent<HTMLInputElement>) => {
        const email = event.target.value;
        if (EMAIL_PATTERN.test(email.trim())) await send(email, false);
      },
    } satisfies RegisterOptions,
    sendAgain: (email: string) => send(email, true),
    sending: mutation.isPending,
  };
}
export type EmailOtp = ReturnType<typeof useEmailOtp>;
