import { Button, Container, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { Link, Navigate, useParams } from 'react-router';
import { href } from '@kusp/contracts';
import { thankYouMessage } from '@/features/enquiries/thank-you';

/** The thank-you screen: the server's message kept for this screen type, or home without one. */
export default function SuccessScreen() {
  const { screenType } = useParams();
  const message = thankYouMessage(screenType);
  if (!message) return <Navigate to="/" replace />;
  return (
    <Container size="sm" py={{ base: 40, sm: 80 }}>
      <Paper withBorder radius="md" p={{ base: 'lg', sm: 'xl' }}>
        <Stack gap="md" align="center" ta="center">
          <Text fz={48} lh={1} aria-hidden>
            ★
          </Text>
          <Title order={1}>Thank you!</Title>
          <Text size="lg" role="status">
            {message}
          </Text>
          <Group justify="center" mt="sm">
            <Button component={Link} to={href('home')}>
              Back to home
            </Button>
            <Button component={Link} to={href('blog')} variant="light">
              Read our blog
            </Button>
          </Group>
        </Stack>
      </Paper>
    </Container>
  );
}
