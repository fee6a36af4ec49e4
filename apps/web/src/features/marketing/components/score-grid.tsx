import { Paper, Text, Title } from '@mantine/core';
import { CardGrid } from './card-grid';

const scores = [
  {
    name: 'Love',
    accent: '#c2255c',
    text: 'How open the coming days are for romance, partnership and family, read from Venus, the Moon and the seventh house of your chart.',
  },
  {
    name: 'Career',
    accent: '#1864ab',
    text: 'Whether it is a time to push for the promotion, start the project or keep your head down, from the tenth house, the Sun and Saturn.',
  },
  {
    name: 'Finance',
    accent: '#2b8a3e',
    text: 'The mood around money (earning, saving, big purchases) from the second and eleventh houses and the path of Jupiter.',
  },
  {
    name: 'Health',
    accent: '#d9480f',
    text: 'Your energy and where to take extra care, from the ascendant, the sixth house and your current planetary period (dasha).',
  },
] as const;

/** The app's four scores, one card each. */
export function ScoreGrid() {
  return (
    <CardGrid columns={4}>
      {scores.map((score) => (
        <Paper
          key={score.name}
          withBorder
          p="lg"
          radius="md"
          style={{ borderTop: `6px solid ${score.accent}` }}
        >
          <Title order={3} size="h4" mb="xs">
            {score.name} Score
          </Title>
          <Text>{score.text}</Text>
        </Paper>
      ))}
    </CardGrid>
  );
}
