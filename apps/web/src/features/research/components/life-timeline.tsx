import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { href, researchLabelKey, type LifeEvent } from '@kusp/contracts';
import { dayOf } from '@/lib/dates';
import { useLanguage } from '@/lib/language';
import classes from './timeline.module.css';

/** Events oldest first down a central line: negative on the left in red, positive on the right in green. */
export function LifeTimeline({
  referenceId,
  events,
}: {
  referenceId: string;
  events: LifeEvent[];
}) {
  const { t } = useTranslation('research');
  const { path } = useLanguage();
  const label = (value: string) => t(`label.${researchLabelKey(value)}`);
  if (events.length === 0) return <Text c="dimmed">{t('messages:noData')}</Text>;
  return (
    <ol className={classes.timeline} aria-label={t('timeline.list')}>
      {events.map((event) => {
        const negative = event.type === 'negative';
        return (
          <li key={event.eventId} className={classes.row}>
            <article
              className={`${classes.card} ${negative ? classes.negative : classes.positive}`}
              aria-label={t('timeline.eventOn', {
                type: label(event.type),
                date: dayOf(event.date),
              })}
            >
              <Stack gap={4}>
                {/* On a phone the half-width card puts the type under the date rather than cut it. */}
                <Group justify="space-between" gap={4}>
                  <Text fw={700} size="sm" style={{ whiteSpace: 'nowrap' }}>
                    {dayOf(event.date)}
                  </Text>
                  <Badge color={negative ? 'red' : 'green'} variant="light">
                    {label(event.type)}
                  </Badge>
                </Group>
                <Text fw={600}>
                  {[event.area, event.event, event.subEvent].filter(Boolean).map(label).join(' · ')}
                </Text>
                {event.description && <Text size="sm">{event.description}</Text>}
                <Group justify="flex-end">
                  <Button
                    component={Link}
                    to={`${path(href('dataEntry', { referenceId }))}?eventId=${event.eventId}`}
                    size="compact-sm"
                    variant="subtle"
                    color={negative ? 'red' : 'green'}
                    aria-label={t('timeline.editOn', { date: dayOf(event.date) })}
                  >
                    {t('timeline.edit')}
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
