import { Button, Center, Paper, Stack, Text, Title } from '@mantine/core';
import { Link, useSearchParams } from 'react-router';
import { portalTexts } from '@kusp/contracts';

/**
 * Where the client lands after paying a payment link; with refunded=true the link could no longer
 * be paid when the payment arrived (expired, withdrawn or already paid) and it is given back.
 */
export default function ExternalPaidScreen() {
  const [search] = useSearchParams();
  const refunded = search.get('refunded') === 'true';
  return (
    <Center mih={360} p="md">
      <Paper withBorder p="xl" maw={520}>
        <Stack gap="sm" align="center" ta="center">
          <Title order={1} size="h2">
            {refunded ? portalTexts.paymentRefunded : portalTexts.thankYou}
          </Title>
          <Text>{refunded ? portalTexts.paymentRefundedDetail : portalTexts.thankYouDetail}</Text>
          <Button component={Link} to="/" variant="light">
            Go to Kusp
          </Button>
        </Stack>
      </Paper>
    </Center>
  );
}
