import { Paper, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CardGrid } from './card-grid';

const scores = [
  { name: 'love', accent: '#c2255c' },
  { name: 'career', accent: '#1864ab' },
  { name: 'finance', accent: '#2b8a3e' },
  { name: 'health', accent: '#d9480f' },
] as const;

/** The app's four scores, one card each. */
export function ScoreGrid() {
  const { t } = useTranslation('pages');
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
            {t('scores.title', { name: t(`scores.${score.name}`) })}
          </Title>
          <Text>{t(`scores.${score.name}Text`)}</Text>
        </Paper>
      ))}
    </CardGrid>
  );
}
