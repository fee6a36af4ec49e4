import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { messages, portalTexts } from '@kusp/contracts';
import { errorMessage } from '@/lib/api-client';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useCreateShareLink } from '../api/portal';

/**
 * Shares the external horoscope page with the client: a new link (the earlier one stops working),
 * copied or mailed to the address the astrologer enters.
 */
export function ShareLinkPanel({ horoscopeId }: { horoscopeId: string }) {
  const [open, setOpen] = useState(false);
  const [email, setEmail] = useState('');
  const create = useCreateShareLink();

  const copy = async () => {
    try {
      const link = await create.mutateAsync({ horoscopeId });
      await navigator.clipboard.writeText(`${window.location.origin}${link.url}`);
      notifySuccess(messages.horoscope.linkCopied);
    } catch (failure) {
      notifyError(errorMessage(failure));
    }
  };
  const mail = async (event: React.FormEvent) => {
    event.preventDefault();
    try {
      await create.mutateAsync({ horoscopeId, email: email.trim() });
      notifySuccess(portalTexts.shareLinkMailed);
      setOpen(false);
      setEmail('');
    } catch (failure) {
      notifyError(errorMessage(failure));
    }
  };

  return (
    <Group gap="xs">
      <Button size="xs" variant="light" onClick={() => void copy()} loading={create.isPending}>
        {portalTexts.copyShareLink}
      </Button>
      <Button size="xs" variant="subtle" onClick={() => setOpen(true)}>
        E-mail link
      </Button>
      <Modal opened={open} onClose={() => setOpen(false)} title="Send the horoscope page">
        <form onSubmit={(event) => void mail(event)}>
          <Stack gap="sm">
            <Text size="sm" c="dimmed">
              The client opens their chart and writes to you from this link, without an account. A
              new link replaces the earlier one.
            </Text>
            <TextInput
              type="email"
              label="Client's e-mail"
              required
              value={email}
              onChange={(event) => setEmail(event.currentTarget.value)}
            />
            <Button type="submit" loading={create.isPending}>
              Send
            </Button>
          </Stack>
        </form>
      </Modal>
    </Group>
  );
}
