import { Anchor, Box, Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { BRAND, href, type RouteKey } from '@kusp/contracts';
import { useLanguage } from '@/lib/language';
import classes from './footer.module.css';

// Columns and their links, named by catalogue keys (`common:footer.<key>`).
const sitemap = [
  {
    heading: 'explore',
    links: ['home', 'app', 'appDownload', 'research', 'blog'],
  },
  {
    heading: 'freeTools',
    links: ['kundli', 'panchang', 'kundliMatching'],
  },
  {
    heading: 'company',
    links: ['about', 'partners', 'careers', 'contact', 'privacy'],
  },
  {
    heading: 'learnAndConnect',
    links: ['learnAstrology', 'newsletter', 'userLogin', 'astrologerLogin'],
  },
] as const satisfies ReadonlyArray<{ heading: string; links: readonly RouteKey[] }>;

const STAR = '★';

// Brand names: the same in every language.
const social = [
  ['Instagram', 'https://www.instagram.com/kusp.app'],
  ['Facebook', 'https://www.facebook.com/kusp.app'],
  ['YouTube', 'https://www.youtube.com/@kusp.app'],
  ['X', 'https://x.com/kusp_app'],
] as const;

export function Footer() {
  const { t } = useTranslation();
  const { path } = useLanguage();
  return (
    <Box component="footer" className={classes.footer}>
      <Container size="lg" py="xl">
        <div className={classes.sitemap}>
          <Stack gap="xs">
            <Title order={2} size="h3" c="yellow.4">
              <span aria-hidden>{STAR}</span> {BRAND}
            </Title>
            <Text size="sm">{t('footer.tagline')}</Text>
          </Stack>
          {sitemap.map((column) => (
            <Stack
              key={column.heading}
              gap={6}
              component="nav"
              aria-label={t(`footer.${column.heading}`)}
            >
              <Text fw={700}>{t(`footer.${column.heading}`)}</Text>
              {column.links.map((key) => (
                <Anchor key={key} component={Link} to={path(href(key))} className={classes.link}>
                  {t(`footer.${key}`)}
                </Anchor>
              ))}
            </Stack>
          ))}
        </div>
        <Group justify="space-between" mt="xl">
          <Group gap="md" component="nav" aria-label={t('footer.social')}>
            {social.map(([label, url]) => (
              <Anchor
                key={label}
                href={url}
                target="_blank"
                rel="noreferrer"
                className={classes.link}
              >
                {label}
                <span className={classes.srOnly}>{t('footer.opensInNewTab')}</span>
              </Anchor>
            ))}
          </Group>
          <Button
            variant="white"
            color="dark"
            onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
          >
            {t('footer.backToTop')}
          </Button>
        </Group>
        <Text size="xs" mt="md">
          {t('footer.rights', { year: new Date().getFullYear() })}
        </Text>
      </Container>
    </Box>
  );
}
