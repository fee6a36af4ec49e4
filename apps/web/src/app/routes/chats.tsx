import { Title } from '@mantine/core';
import { ChatsView } from '@/features/chat/components/chats-view';

export default function ChatsScreen() {
  return (
    <>
      <Title order={1} size="h2" mb="md">
        Chats
      </Title>
      <ChatsView />
    </>
  );
}
