import { Table } from '@mantine/core';
import { chartPoints, formatDegree, type HoroscopeData } from '@kusp/contracts';

/**
 * Planet, degree within the sign (D°M'S"), sign, condition (dignity, retrograde) and house; with
 * `withNakshatra`, the nakshatra and its pada too.
 */
export function PlanetTable({
  chart,
  withNakshatra = false,
}: {
  chart: HoroscopeData;
  withNakshatra?: boolean;
}) {
  return (
    <Table.ScrollContainer minWidth={withNakshatra ? 560 : 420}>
      <Table striped withTableBorder aria-label="Planets">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Planet</Table.Th>
            <Table.Th>Degree</Table.Th>
            <Table.Th>Sign</Table.Th>
            {withNakshatra && <Table.Th>Nakshatra</Table.Th>}
            {withNakshatra && <Table.Th>Pada</Table.Th>}
            <Table.Th>Condition</Table.Th>
            <Table.Th>House</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {chartPoints.map((point) => {
            const detail = chart.planetDetails[point];
            if (!detail) return null;
            const condition = [detail.signRelation, detail.isRetrograde ? 'Retrograde' : null]
              .filter(Boolean)
              .join(', ');
            return (
              <Table.Tr key={point}>
                <Table.Td>{point}</Table.Td>
                <Table.Td>{formatDegree(detail.degree)}</Table.Td>
                <Table.Td>{detail.zodiacSignOccupiedByPlanet}</Table.Td>
                {withNakshatra && <Table.Td>{detail.nakshatra}</Table.Td>}
                {withNakshatra && <Table.Td>{detail.pada}</Table.Td>}
                <Table.Td>{condition || '—'}</Table.Td>
                <Table.Td>{detail.house}</Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
