import { List, Text } from '@mantine/core';
import type { MangalDoshaData } from '@kusp/contracts';

const ordinal = (n: number) =>
  `${n}${n % 10 === 1 && n !== 11 ? 'st' : n % 10 === 2 && n !== 12 ? 'nd' : n % 10 === 3 && n !== 13 ? 'rd' : 'th'}`;

/** Whether Mars gives dosha, counted from the Lagna, the Moon and Venus, and what cancels it. */
export function MangalDoshaSummary({ dosha, who }: { dosha: MangalDoshaData; who?: string }) {
  const verdict = !dosha.present
    ? 'No mangal dosha'
    : dosha.effective
      ? 'Mangal dosha present'
      : 'Mangal dosha present, cancelled';
  const houses = [
    ['Lagna', dosha.fromLagna],
    ['Moon', dosha.fromMoon],
    ['Venus', dosha.fromVenus],
  ] as const;
  return (
    <div>
      <Text fw={700}>
        {who ? `${who}: ` : ''}
        {verdict}
      </Text>
      <Text size="sm">
        Mars is in the{' '}
        {houses
          .map(
            ([from, { house, dosha: gives }]) =>
              `${ordinal(house)} house from the ${from}${gives ? ' (dosha)' : ''}`,
          )
          .join(', ')}
        .
      </Text>
      {dosha.cancelledBy.length > 0 && (
        <List size="sm" mt={4}>
          {dosha.cancelledBy.map((reason) => (
            <List.Item key={reason}>Cancelled: {reason}</List.Item>
          ))}
        </List>
      )}
    </div>
  );
}
