import { List, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import type { Matching } from '@kusp/contracts';
import { MangalDoshaSummary } from './mangal-dosha';

/** The 36-point table with each koota's attributes, the total and verdict, and mangal dosha. */
export function MatchingView({ match }: { match: Matching }) {
  const boy = match.boyMoon.name || 'Boy';
  const girl = match.girlMoon.name || 'Girl';
  return (
    <Stack gap="lg">
      <Text>
        {boy}: Moon in {match.boyMoon.sign}, {match.boyMoon.nakshatra} pada {match.boyMoon.pada}.{' '}
        {girl}: Moon in {match.girlMoon.sign}, {match.girlMoon.nakshatra} pada {match.girlMoon.pada}
        .
      </Text>
      <Table.ScrollContainer minWidth={480}>
        <Table withTableBorder striped aria-label="Guna milan">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Koota</Table.Th>
              <Table.Th>{boy}</Table.Th>
              <Table.Th>{girl}</Table.Th>
              <Table.Th ta="right">Points</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {match.kootas.map((koota) => (
              <Table.Tr key={koota.name}>
                <Table.Th>{koota.name}</Table.Th>
                <Table.Td>{koota.boy}</Table.Td>
                <Table.Td>{koota.girl}</Table.Td>
                <Table.Td ta="right">
                  {koota.points} / {koota.max}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
          <Table.Tfoot>
            <Table.Tr>
              <Table.Th colSpan={3}>Total</Table.Th>
              <Table.Th ta="right">
                {match.total} / {match.max}
              </Table.Th>
            </Table.Tr>
          </Table.Tfoot>
        </Table>
      </Table.ScrollContainer>
      <Paper withBorder p="md">
        <Title order={3} size="h4">
          {match.total} of {match.max} points: {match.verdict}
        </Title>
        {match.cancellations.length > 0 && (
          <List size="sm" mt="xs">
            {match.cancellations.map((text) => (
              <List.Item key={text}>{text}</List.Item>
            ))}
          </List>
        )}
      </Paper>
      <section aria-labelledby="manglik-heading">
        <Title order={3} size="h4" id="manglik-heading" mb="xs">
          Mangal dosha
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <MangalDoshaSummary who={boy} dosha={match.manglik.boy} />
          <MangalDoshaSummary who={girl} dosha={match.manglik.girl} />
        </SimpleGrid>
        {match.manglik.cancelledByEachOther && (
          <Text mt="xs">Both carry mangal dosha, which cancels it for the couple.</Text>
        )}
      </section>
    </Stack>
  );
}
