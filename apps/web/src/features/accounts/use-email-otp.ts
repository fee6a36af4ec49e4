import { useRef } from 'react';
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
    sendOnBlur: (email: string) => send(email, false),
    sendAgain: (email: string) => send(email, true),
    sending: mutation.isPending,
  };
}
