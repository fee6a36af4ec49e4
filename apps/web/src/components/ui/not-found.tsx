import { Button, Container, Text, Title } from '@mantine/core';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { roleHome } from '@kusp/contracts';
import { useSession } from '@/lib/session';

/** What an address that leads nowhere shows (the server answers it with status 404). */
export function NotFound() {
  const role = useSession((s) => s.role);
  useEffect(() => {
    document.title = 'Page not found | Kusp';
  }, []);
  return (
    <Container size="sm" py={64}>
      <Text c="dimmed" fw={600}>
        404
      </Text>
      <Title order={1}>Page not found</Title>
      <Text mt="sm">
        There is no page at this address. It may have been mistyped, or the page has moved.
      </Text>
      <Button component={Link} to={roleHome[role]} mt="lg">
        Go to the home page
      </Button>
    </Container>
  );
}
