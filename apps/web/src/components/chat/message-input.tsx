import { ActionIcon, Group, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { chatLimits, normaliseChatText } from '@kusp/contracts';

/**
 * The message box: Enter sends (Shift+Enter for a new line), Send is off while the text is blank.
 * The box empties at once; a failed send puts the text back (failures are silent, spec section 8).
 */
export function MessageInput({
  disabled,
  onSend,
}: {
  disabled: boolean;
  onSend: (content: string) => Promise<unknown>;
}) {
  const { t } = useTranslation('chat');
  const [text, setText] = useState('');
  const blank = normaliseChatText(text).trim() === '';

  const send = async () => {
    if (disabled || blank) return;
    const content = normaliseChatText(text).trim();
    setText('');
    try {
      await onSend(content);
    } catch {
      setText((current) => current || content);
    }
  };

  return (
    <Group gap="xs" align="flex-end" wrap="nowrap">
      <Textarea
        flex={1}
        aria-label={t('message')}
        placeholder={t('messages:chat.placeholder')}
        rows={2}
        maxLength={chatLimits.messageMaxLength}
        value={text}
        disabled={disabled}
        onChange={(event) => setText(event.currentTarget.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
            event.preventDefault();
            void send();
          }
        }}
      />
      <ActionIcon
        size="lg"
        aria-label={t('send')}
        disabled={disabled || blank}
        onClick={() => void send()}
      >
        <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
          <path fill="currentColor" d="M2 21l21-9L2 3v7l15 2-15 2z" />
        </svg>
      </ActionIcon>
    </Group>
  );
}
