import { Anchor, Box, Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { href, type RouteKey } from '@kusp/contracts';
import classes from './footer.module.css';

const sitemap: Array<{ heading: string; links: Array<[string, RouteKey]> }> = [
  {
    heading: 'Explore',
    links: [
      ['Home', 'home'],
      ['Kusp App', 'app'],
      ['Try the app', 'appDownload'],
      ['Astrology Research', 'research'],
      ['Blog', 'blog'],
    ],
  },
  {
    heading: 'Free tools',
    links: [
      ['Free Kundli', 'kundli'],
      ['Panchang', 'panchang'],
      ['Kundli Matching', 'kundliMatching'],
    ],
  },
  {
    heading: 'Company',
    links: [
      ['About', 'about'],
      ['Partners', 'partners'],
      ['Careers', 'careers'],
      ['Contact', 'contact'],
      ['Privacy', 'privacy'],
    ],
  },
  {
    heading: 'Learn and connect',
    links: [
      ['Learn Astrology', 'learnAstrology'],
      ['Newsletter', 'newsletter'],
      ['Chat with Astrologer', 'userLogin'],
      ['Astrologer sign-in', 'astrologerLogin'],
    ],
  },
];

const social = [
  ['Instagram', 'https://www.instagram.com/kusp.app'],
  ['Facebook', 'https://www.facebook.com/kusp.app'],
  ['YouTube', 'https://www.youtube.com/@kusp.app'],
  ['X', 'https://x.com/kusp_app'],
] as const;

export function Footer() {
  return (
    <Box component="footer" className={classes.footer}>
      <Container size="lg" py="xl">
        <div className={classes.sitemap}>
          <Stack gap="xs">
            <Title order={2} size="h3" c="yellow.4">
              <span aria-hidden>★</span> Kusp
            </Title>
            <Text size="sm">Vedic astrology, explained: research, readings and the Kusp app.</Text>
          </Stack>
          {sitemap.map((column) => (
            <Stack key={column.heading} gap={6} component="nav" aria-label={column.heading}>
              <Text fw={700}>{column.heading}</Text>
              {column.links.map(([label, key]) => (
                <Anchor key={key} component={Link} to={href(key)} className={classes.link}>
                  {label}
                </Anchor>
              ))}
            </Stack>
          ))}
        </div>
        <Group justify="space-between" mt="xl">
          <Group gap="md" component="nav" aria-label="Social">
            {social.map(([label, url]) => (
              <Anchor
                key={label}
                href={url}
                target="_blank"
                rel="noreferrer"
                className={classes.link}
              >
                {label}
                <span className={classes.srOnly}> (opens in a new tab)</span>
              </Anchor>
            ))}
          </Group>
          <Button
            variant="white"
            color="dark"
            onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
          >
            ↑ Back to top
          </Button>
        </Group>
        <Text size="xs" mt="md">
          © {new Date().getFullYear()} Kusp. All rights reserved.
        </Text>
      </Container>
    </Box>
  );
}
