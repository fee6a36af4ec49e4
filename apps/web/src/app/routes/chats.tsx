import { Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ChatsView } from '@/features/chat/components/chats-view';

export default function ChatsScreen() {
  const { t } = useTranslation();
  return (
    <>
      <Title order={1} size="h2" mb="md">
        {t('routes:chats')}
      </Title>
      <ChatsView />
    </>
  );
}
