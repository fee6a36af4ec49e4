import { Avatar, Badge, NavLink, Stack, Text, TextInput, Title } from '@mantine/core';
import { avatarPath, type AvailabilityStatus, type Contact } from '@kusp/contracts';
import { contactName, filterContacts } from '../session-rules';
import { chatScreenTexts } from '../texts';

const statusStyle: Record<AvailabilityStatus, { label: string; color: string }> = {
  ONLINE: { label: 'Online', color: 'teal' },
  BUSY: { label: 'Busy', color: 'orange' },
  AWAY: { label: 'Away', color: 'gray' },
};

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
      label={<Text fw={500}>{name}</Text>}
      description={
        <Badge size="xs" variant="light" color={statusStyle[status].color}>
          {statusStyle[status].label}
        </Badge>
      }
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
        aria-label={chatScreenTexts.searchContacts}
        placeholder={chatScreenTexts.searchContacts}
        value={search}
        onChange={(event) => onSearch(event.currentTarget.value)}
      />
      {shown.length === 0 && (
        <Text c="dimmed" size="sm">
          {contacts.length === 0 ? chatScreenTexts.noContacts : 'No data found'}
        </Text>
      )}
      {section('Active Chats', active)}
      {section('Contacts', others)}
    </Stack>
  );
}
