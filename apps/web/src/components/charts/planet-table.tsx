import { Table } from '@mantine/core';
import { chartPoints, formatDegree, type HoroscopeData } from '@kusp/contracts';

/** Planet, degree within the sign (D°M'S"), sign, condition (dignity, retrograde) and house. */
export function PlanetTable({ chart }: { chart: HoroscopeData }) {
  return (
    <Table.ScrollContainer minWidth={420}>
      <Table striped withTableBorder aria-label="Planets">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Planet</Table.Th>
            <Table.Th>Degree</Table.Th>
            <Table.Th>Sign</Table.Th>
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
