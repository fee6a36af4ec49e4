import { Button, Center, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { portalTexts } from '@kusp/contracts';

/** Where the client lands after paying a payment link. */
export default function ExternalPaidScreen() {
  return (
    <Center mih={360} p="md">
      <Paper withBorder p="xl" maw={520}>
        <Stack gap="sm" align="center" ta="center">
          <Title order={1} size="h2">
            {portalTexts.thankYou}
          </Title>
          <Text>{portalTexts.thankYouDetail}</Text>
          <Button component={Link} to="/" variant="light">
            Go to Kusp
          </Button>
        </Stack>
      </Paper>
    </Center>
  );
}
