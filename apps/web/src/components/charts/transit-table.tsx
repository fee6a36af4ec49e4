import { Alert, Loader, Table } from '@mantine/core';
import { errorMessage } from '@/lib/api-client';
import { useTransits } from './api/get-transits';
import { dashedDay, dayAndTimeOf, localOffset } from '@/lib/dates';

/** Where each planet is at the end of today, whether it is retrograde and when it changes sign. */
export function TransitTable() {
  const transits = useTransits(`${dashedDay(new Date())} 23:59:59`, localOffset());
  if (transits.isPending) return <Loader size="sm" aria-label="Loading transits" />;
  if (transits.isError) return <Alert color="red">{errorMessage(transits.error)}</Alert>;
  return (
    <Table.ScrollContainer minWidth={420}>
      <Table striped withTableBorder aria-label="Planet transits">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>#</Table.Th>
            <Table.Th>Planet</Table.Th>
            <Table.Th>Current</Table.Th>
            <Table.Th>Retrograde</Table.Th>
            <Table.Th>Change</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {transits.data.transitData.map((item, i) => (
            <Table.Tr key={item.planetName}>
              <Table.Td>{i + 1}</Table.Td>
              <Table.Td>{item.planetName}</Table.Td>
              <Table.Td>{item.fromZodiac}</Table.Td>
              <Table.Td>{item.isRetrograde ? 'Yes' : 'No'}</Table.Td>
              <Table.Td>{dayAndTimeOf(item.transitTime)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
