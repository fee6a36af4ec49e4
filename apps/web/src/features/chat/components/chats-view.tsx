import {
  Alert,
  Button,
  Card,
  Center,
  Grid,
  Group,
  Loader,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { href, type Contact } from '@kusp/contracts';
import { HoroscopeCharts } from '@/components/charts/horoscope-charts';
import { errorMessage } from '@/lib/api-client';
import { useLiveEvents, useLiveReconnected, useTabMessages } from '@/lib/live/use-live';
import { useSession } from '@/lib/session';
import { useAvailabilities } from '../api/get-availabilities';
import { useContacts } from '../api/get-contacts';
import { useSessions } from '../api/get-sessions';
import { activeContactIds, contactName } from '../session-rules';
import { ContactList } from './contact-list';
import { SessionRequests } from './session-requests';

const liveTypes = [
  'CHAT_REQUEST',
  'CHAT_ACCEPTED',
  'CHAT_REJECTED',
  'CHAT_ENDED',
  'VIDEO_CALL_REQUEST',
  'VIDEO_CALL_ACCEPTED',
  'VIDEO_CALL_REJECTED',
  'VIDEO_CALL_ENDED',
] as const;

/** The chosen contact: the way into the conversation and, for an astrologer, the customer's chart. */
function ContactPanel({ contact, isAstrologer }: { contact: Contact; isAstrologer: boolean }) {
  const { t } = useTranslation('chat');
  const me = contact.userId;
  const chatPath = isAstrologer
    ? href('chat', { userId: contact.contactUserId, astrologerId: me })
    : href('chat', { userId: me, astrologerId: contact.contactUserId });
  return (
    <Card withBorder component="section" aria-label={contactName(contact)}>
      <Group justify="space-between" mb="sm">
        <Title order={2} size="h4">
          {contactName(contact)}
        </Title>
        <Button component={Link} to={chatPath}>
          {t('openChat')}
        </Button>
      </Group>
      {isAstrologer &&
        (contact.horoscopeId ? (
          <HoroscopeCharts horoscopeId={contact.horoscopeId} />
        ) : (
          <Text c="dimmed">{t('noHoroscope')}</Text>
        ))}
    </Card>
  );
}

/**
 * /chats: contacts with search, 'Active Chats' and statuses (every 30 s); for an astrologer also the
 * chat and video call requests and the chosen customer's horoscope. Sessions reload on live events, on messages from
 * other tabs and every 30 s.
 */
export function ChatsView() {
  const { t } = useTranslation('chat');
  const me = useSession((s) => s.userId) ?? '';
  const role = useSession((s) => s.role);
  const isAstrologer = role === 'ASTROLOGER';
  const queryClient = useQueryClient();
  const contacts = useContacts(role);
  const sessions = useSessions(me, role);
  const contactIds = useMemo(
    () => (contacts.data ?? []).map((c) => c.contactUserId),
    [contacts.data],
  );
  const statuses = useAvailabilities(contactIds);
  const [search, setSearch] = useState('');
  const [selectedId, setSelectedId] = useState<string | null>(null);

  const reload = () => void queryClient.invalidateQueries({ queryKey: ['chat'] });
  useLiveEvents(liveTypes, reload);
  useTabMessages(reload);
  useLiveReconnected(reload);

  if (contacts.isPending || sessions.isPending)
    return (
      <Center mih={240}>
        <Loader aria-label={t('loadingChats')} />
      </Center>
    );
  if (contacts.isError) return <Alert color="red">{errorMessage(contacts.error)}</Alert>;
  if (sessions.isError) return <Alert color="red">{errorMessage(sessions.error)}</Alert>;

  const selected = contacts.data.find((c) => c.contactUserId === selectedId) ?? null;
  return (
    <Grid gap="lg">
      <Grid.Col span={{ base: 12, md: 4, lg: 3 }}>
        <Card withBorder component="nav" aria-label={t('contacts')}>
          <ContactList
            contacts={contacts.data}
            activeIds={activeContactIds(sessions.data.sessions, me)}
            statuses={statuses.data ?? new Map()}
            selectedId={selectedId}
            search={search}
            onSearch={setSearch}
            onSelect={(contact) => setSelectedId(contact.contactUserId)}
          />
        </Card>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 8, lg: 9 }}>
        <Stack gap="lg">
          {isAstrologer && (
            <>
              <SessionRequests sessions={sessions.data.sessions} type="TEXT" />
              <SessionRequests sessions={sessions.data.sessions} type="VIDEO" />
            </>
          )}
          {selected ? (
            <ContactPanel contact={selected} isAstrologer={isAstrologer} />
          ) : (
            <Text c="dimmed">{t('chooseContact')}</Text>
          )}
        </Stack>
      </Grid.Col>
    </Grid>
  );
}
