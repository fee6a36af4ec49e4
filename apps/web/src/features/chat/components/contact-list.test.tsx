import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import type { AvailabilityStatus, Contact } from '@kusp/contracts';
import { renderScreen } from '@/testing/render';
import { ContactList } from './contact-list';

const contact = (id: string, first: string, last: string): Contact => ({
  contactUserId: id,
  contactFirstName: first,
  contactLastName: last,
  contactProfilePicture: null,
  horoscopeId: null,
  type: 'USER',
  userId: 'me',
  conversationId: `c-${id}`,
  lastActivityAt: '2026-01-01T10:00:00Z',
});
const contacts = [
  contact('u1', 'Asha', 'Rao'),
  contact('u2', 'Vikram', 'Iyer'),
  contact('u3', 'Rohan', 'Mehta'),
];
const statuses = new Map<string, AvailabilityStatus>([
  ['u1', 'ONLINE'],
  ['u2', 'BUSY'],
]);

function Sidebar() {
  const [search, setSearch] = useState('');
  return (
    <ContactList
      contacts={contacts}
      activeIds={new Set(['u2'])}
      statuses={statuses}
      selectedId={null}
      search={search}
      onSearch={setSearch}
      onSelect={() => {}}
    />
  );
}
const names = (section: string) =>
  within(screen.getByRole('region', { name: section }))
    .getAllByRole('button')
    .map((b) => b.getAttribute('aria-label'));

describe('the contact sidebar', () => {
  it("puts contacts with a chat under way in 'Active Chats', each with a status", () => {
    renderScreen(<Sidebar />);
    expect(names('Active Chats')).toEqual(['Vikram Iyer']);
    expect(names('Contacts')).toEqual(['Asha Rao', 'Rohan Mehta']);
    const asha = screen.getByRole('button', { name: 'Asha Rao' });
    expect(within(asha).getByText('Online')).toBeInTheDocument();
    expect(
      within(screen.getByRole('button', { name: 'Rohan Mehta' })).getByText('Away'),
    ).toBeInTheDocument();
  });

  it('finds contacts by first or last name in any case', async () => {
    renderScreen(<Sidebar />);
    const search = screen.getByRole('textbox', { name: 'Search contacts' });
    await userEvent.type(search, 'rAo');
    expect(names('Contacts')).toEqual(['Asha Rao']);
    expect(screen.queryByRole('region', { name: 'Active Chats' })).not.toBeInTheDocument();

    await userEvent.clear(search);
    await userEvent.type(search, 'VIK');
    expect(names('Active Chats')).toEqual(['Vikram Iyer']);
    expect(screen.queryByRole('region', { name: 'Contacts' })).not.toBeInTheDocument();

    await userEvent.clear(search);
    await userEvent.type(search, 'zzz');
    expect(screen.getByText('No data found')).toBeInTheDocument();
  });
});
