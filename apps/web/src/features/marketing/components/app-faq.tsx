import { Accordion, Anchor, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { href } from '@kusp/contracts';
import { betaFreeMonths, scoreRange } from '../content';

const to = (path: string, label: string) => (
  <Anchor component={Link} to={path}>
    {label}
  </Anchor>
);

const questions: Array<{ question: string; answer: ReactNode }> = [
  {
    question: 'What does the Kusp app cost?',
    answer: (
      <>
        The beta is free for {betaFreeMonths} months. Before the trial ends we will tell you what
        the full version costs, and nothing is charged unless you choose to continue.
      </>
    ),
  },
  {
    question: 'What do I need to get started?',
    answer: (
      <>
        Your date, time and place of birth. The time matters: the ascendant changes roughly every
        two hours, so a time from a birth certificate or a family record gives the best reading.
      </>
    ),
  },
  {
    question: 'How are the scores worked out?',
    answer: (
      <>
        Each score from {scoreRange.min} to {scoreRange.max} combines your birth chart, your current
        planetary period (dasha) and today&apos;s transits, following classical Vedic rules. The app
        shows which placements moved a score, so you can see the reasoning rather than take a number
        on trust.
      </>
    ),
  },
  {
    question: 'How is Kusp different from a newspaper horoscope?',
    answer: (
      <>
        A sun-sign column speaks to one twelfth of the world at once. Kusp reads your own chart,
        down to the minute you were born, and checks its methods against real life events. There is
        more about our approach on the {to(href('home'), 'Kusp home page')}.
      </>
    ),
  },
  {
    question: 'What is the Kusp research project?',
    answer: (
      <>
        Visitors share their birth details and the big moments of their lives, without giving their
        name, so we can test which astrological indicators really line up with events. Anyone can
        take part on the {to(href('research'), 'Astrology Research page')}; it takes about 3
        minutes.
      </>
    ),
  },
  {
    question: 'I have a question that is not answered here.',
    answer: (
      <>
        We are happy to help. Write to us through the {to(href('contact'), 'contact page')} and we
        will reply by e-mail.
      </>
    ),
  },
];

/** Frequently asked questions about the app, with the links the app page promises. */
export function AppFaq() {
  return (
    <Accordion variant="separated" radius="md" order={3}>
      {questions.map(({ question, answer }) => (
        <Accordion.Item key={question} value={question}>
          <Accordion.Control>
            <Text component="span" fw={600}>
              {question}
            </Text>
          </Accordion.Control>
          <Accordion.Panel>
            <Text>{answer}</Text>
          </Accordion.Panel>
        </Accordion.Item>
      ))}
    </Accordion>
  );
}
