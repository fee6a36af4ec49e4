import { Accordion, Anchor, Text } from '@mantine/core';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { href, type RouteKey } from '@kusp/contracts';
import { useLanguage } from '@/lib/language';
import { betaFreeMonths, scoreRange } from '../content';

/** Each question's key in `pages.faq`, with the page its answer links to. */
const questions: Array<{ key: string; link?: RouteKey }> = [
  { key: 'cost' },
  { key: 'start' },
  { key: 'scores' },
  { key: 'difference', link: 'home' },
  { key: 'research', link: 'research' },
  { key: 'other', link: 'contact' },
];

/** Frequently asked questions about the app, with the links the app page promises. */
export function AppFaq() {
  const { t } = useTranslation('pages');
  const { path } = useLanguage();
  return (
    <Accordion variant="separated" radius="md" order={3}>
      {questions.map(({ key, link }) => (
        <Accordion.Item key={key} value={key}>
          <Accordion.Control>
            <Text component="span" fw={600}>
              {t(`faq.${key}Question`)}
            </Text>
          </Accordion.Control>
          <Accordion.Panel>
            <Text>
              <Trans
                t={t}
                i18nKey={`faq.${key}Answer`}
                values={{ months: betaFreeMonths, ...scoreRange }}
                components={link && { anchor: <Anchor component={Link} to={path(href(link))} /> }}
              />
            </Text>
          </Accordion.Panel>
        </Accordion.Item>
      ))}
    </Accordion>
  );
}
