import { Avatar, NavLink, Stack, Text, TextInput, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { avatarPath, type AvailabilityStatus, type Contact } from '@kusp/contracts';
import { AvailabilityBadge } from '@/components/ui/availability-badge';
import { contactName, filterContacts } from '../session-rules';

function ContactItem({
  contact,
  status,
  selected,
  onSelect,
}: {
  contact: Contact;
  status: AvailabilityStatus;
  selected: boolean;
  onSelect: () => void;
}) {
  const name = contactName(contact);
  return (
    <NavLink
      component="button"
      active={selected}
      onClick={onSelect}
      aria-label={name}
      leftSection={
        <Avatar
          src={contact.contactProfilePicture ?? avatarPath(contact.contactUserId)}
          alt=""
          radius="xl"
          size="md"
        />
      }
      // The name keeps the body colour: the active item's tint on its tinted ground is below AA.
      label={
        <Text fw={500} c="var(--mantine-color-text)">
          {name}
        </Text>
      }
      description={<AvailabilityBadge status={status} size="xs" />}
      // Mantine fades an active item's description, which would fade the badge below AA too.
      styles={{ description: { opacity: 1 } }}
    />
  );
}

/**
 * The contact sidebar: search by first or last name (any case), 'Active Chats' for contacts with a
 * session under way or waiting, then everyone else. Statuses default to AWAY.
 */
export function ContactList({
  contacts,
  activeIds,
  statuses,
  selectedId,
  search,
  onSearch,
  onSelect,
}: {
  contacts: Contact[];
  activeIds: ReadonlySet<string>;
  statuses: ReadonlyMap<string, AvailabilityStatus>;
  selectedId: string | null;
  search: string;
  onSearch: (search: string) => void;
  onSelect: (contact: Contact) => void;
}) {
  const { t } = useTranslation('chat');
  const shown = filterContacts(contacts, search);
  const active = shown.filter((c) => activeIds.has(c.contactUserId));
  const others = shown.filter((c) => !activeIds.has(c.contactUserId));
  const section = (title: string, list: Contact[]) =>
    list.length > 0 && (
      <Stack gap={2} component="section" aria-label={title}>
        <Title order={2} size="h6" c="dimmed" tt="uppercase">
          {title}
        </Title>
        {list.map((contact) => (
          <ContactItem
            key={contact.contactUserId}
            contact={contact}
            status={statuses.get(contact.contactUserId) ?? 'AWAY'}
            selected={contact.contactUserId === selectedId}
            onSelect={() => onSelect(contact)}
          />
        ))}
      </Stack>
    );
  return (
    <Stack gap="sm">
      <TextInput
        aria-label={t('searchContacts')}
        placeholder={t('searchContacts')}
        value={search}
        onChange={(event) => onSearch(event.currentTarget.value)}
      />
      {shown.length === 0 && (
        <Text c="dimmed" size="sm">
          {contacts.length === 0 ? t('noContacts') : t('messages:noData')}
        </Text>
      )}
      {section(t('activeChats'), active)}
      {section(t('contacts'), others)}
    </Stack>
  );
}
