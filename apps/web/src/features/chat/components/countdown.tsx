import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatCountdown } from '../session-rules';

/**
 * 'Your session will be end in mm:ss' (spec part 2 section 4); the time is a placeholder, so Hindi
 * can say it where its sentence needs it ('आपका सत्र 04:59 में समाप्त हो जाएगा').
 */
export function SessionCountdown({ remainingMs }: { remainingMs: number }) {
  const { t } = useTranslation();
  return (
    <Text role="timer" aria-live="off" fw={500}>
      {t('messages:chat.sessionEndsIn', { time: formatCountdown(remainingMs) })}
    </Text>
  );
}
