import { Button, TextInput, type TextInputProps } from '@mantine/core';

/** The e-mailed code, with Get OTP beside it to mail a new one. */
export function OtpField({
  onGetOtp,
  sending,
  ...props
}: TextInputProps & { onGetOtp: () => void; sending: boolean }) {
  return (
    <TextInput
      label="OTP"
      inputMode="numeric"
      autoComplete="one-time-code"
      withAsterisk
      rightSectionWidth={104}
      rightSectionPointerEvents="all"
      rightSection={
        <Button size="compact-sm" variant="light" loading={sending} onClick={onGetOtp}>
          Get OTP
        </Button>
      }
      {...props}
    />
  );
}
