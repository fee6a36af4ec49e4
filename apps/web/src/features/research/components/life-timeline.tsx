import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { eventLabel, href, messages, type LifeEvent } from '@kusp/contracts';
import { dayOf } from '@/lib/dates';
import classes from './timeline.module.css';

/** Events oldest first down a central line: negative on the left in red, positive on the right in green. */
export function LifeTimeline({
  referenceId,
  events,
}: {
  referenceId: string;
  events: LifeEvent[];
}) {
  if (events.length === 0) return <Text c="dimmed">{messages.noData}</Text>;
  return (
    <ol className={classes.timeline} aria-label="Life events, oldest first">
      {events.map((event) => {
        const negative = event.type === 'negative';
        return (
          <li key={event.eventId} className={classes.row}>
            <article
              className={`${classes.card} ${negative ? classes.negative : classes.positive}`}
              aria-label={`${eventLabel(event.type)} event on ${dayOf(event.date)}`}
            >
              <Stack gap={4}>
                <Group justify="space-between" wrap="nowrap">
                  <Text fw={700} size="sm">
                    {dayOf(event.date)}
                  </Text>
                  <Badge color={negative ? 'red' : 'green'} variant="light">
                    {eventLabel(event.type)}
                  </Badge>
                </Group>
                <Text fw={600}>
                  {eventLabel(event.area)} · {eventLabel(event.event)}
                  {event.subEvent ? ` · ${event.subEvent}` : ''}
                </Text>
                {event.description && <Text size="sm">{event.description}</Text>}
                <Group justify="flex-end">
                  <Button
                    component={Link}
                    to={`${href('dataEntry', { referenceId })}?eventId=${event.eventId}`}
                    size="compact-sm"
                    variant="subtle"
                    color={negative ? 'red' : 'green'}
                    aria-label={`Edit the event of ${dayOf(event.date)}`}
                  >
                    Edit
                  </Button>
                </Group>
              </Stack>
            </article>
            <span
              className={`${classes.dot} ${negative ? classes.dotNegative : classes.dotPositive}`}
              aria-hidden
            />
          </li>
        );
      })}
    </ol>
  );
}
