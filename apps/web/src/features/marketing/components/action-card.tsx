import { Button, Paper, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import classes from './marketing.module.css';

/** A call-to-action block: what the visitor gets, and one button that takes them there. */
export function ActionCard({
  title,
  text,
  to,
  action,
}: {
  title: string;
  text: string;
  to: string;
  action: string;
}) {
  return (
    <Paper withBorder p="lg" radius="md" className={classes.card}>
      <Title order={3} size="h4" mb="xs">
        {title}
      </Title>
      <Text mb="lg">{text}</Text>
      <Button component={Link} to={to} variant="light" className={classes.cardAction}>
        {action}
      </Button>
    </Paper>
  );
}
