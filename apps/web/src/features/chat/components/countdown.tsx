import { Text } from '@mantine/core';
import { messages } from '@kusp/contracts';
import { formatCountdown } from '../session-rules';

/** 'Your session will be end in mm:ss' (spec part 2 section 4). */
export function SessionCountdown({ remainingMs }: { remainingMs: number }) {
  return (
    <Text role="timer" aria-live="off" fw={500}>
      {messages.chat.sessionEndsIn} {formatCountdown(remainingMs)}
    </Text>
  );
}
