import { Anchor, Container, List, Stack, Text, Title } from '@mantine/core';
import { useId, type ReactNode } from 'react';
import classes from '@/features/marketing/components/marketing.module.css';
import { PageIntro } from '@/features/marketing/components/page-intro';
import { privacyEmail } from '@/features/marketing/content';

const mail = (
  <Anchor href={`mailto:${privacyEmail}`} fw={600}>
    {privacyEmail}
  </Anchor>
);

function Part({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <Stack gap="xs" component="section" aria-labelledby={headingId}>
      <Title order={2} size="h3" id={headingId}>
        {title}
      </Title>
      {children}
    </Stack>
  );
}

export default function PrivacyScreen() {
  return (
    <>
      <PageIntro
        title="Privacy policy"
        lead="Birth details are personal. This page explains what Kusp collects, why, how long we keep it and how you stay in control."
      />
      <Container size="lg" py={{ base: 40, sm: 56 }} className={classes.content}>
        <Stack gap="xl" className={classes.prose}>
          <Text>
            Kusp runs this website, the astrology research project, consultations with astrologers
            and the Kusp app. We collect only what each of these needs, we never sell personal data,
            and you can ask us at any time what we hold about you.
          </Text>
          <Part title="Collection of personal data">
            <Text>We collect personal data only when you give it to us:</Text>
            <List spacing="xs">
              <List.Item>
                When you create an account or sign up for the app trial: your name, e-mail address,
                user name and phone type.
              </List.Item>
              <List.Item>
                When you send an enquiry or subscribe to the newsletter: your name, e-mail address
                and message.
              </List.Item>
              <List.Item>
                When you ask for a reading: the date, time and place of birth an astrology chart
                needs, and the questions and messages you exchange with astrologers.
              </List.Item>
              <List.Item>
                In the research project: birth details and life events without your name. A random
                reference number links them; an e-mail address is optional and used only for the
                weekly drawing.
              </List.Item>
            </List>
            <Text>
              We use this data to provide the service you asked for, to answer you, and, for
              research entries, to study how charts relate to life events. Payments are handled by
              our payment provider; we do not store card numbers.
            </Text>
          </Part>
          <Part title="Access logs">
            <Text>
              Like every web server, ours records each request: the address of the page, the date
              and time, the browser&apos;s IP address and user agent, and the response status. We
              use these logs only to keep the service running and to detect abuse. They are kept for
              at most seven months and then deleted.
            </Text>
          </Part>
          <Part title="Cookies">
            <Text>
              Kusp sets no advertising or tracking cookies. To keep you signed in, the site stores
              your session, including a sign-in token, in your browser&apos;s local storage, and it
              briefly keeps confirmation messages in session storage. Signing out removes the
              session; you can also clear this storage in your browser settings at any time.
            </Text>
          </Part>
          <Part title="Analytics">
            <Text>
              We do not use third-party analytics services, and no analytics script is loaded in
              your browser. To see which pages are useful, we count page views from our own server
              logs in aggregate, without building profiles of individual visitors.
            </Text>
          </Part>
          <Part title="Social plugins">
            <Text>
              Our pages do not embed plugins from social networks. The Instagram, Facebook, YouTube
              and X links in the footer are ordinary links: the network learns of your visit only if
              you click one, and its own privacy policy applies from then on.
            </Text>
          </Part>
          <Part title="Your rights">
            <Text>
              You may ask for a copy of the personal data we hold about you, have it corrected or
              deleted, restrict or object to its use, take it with you in a common format, and
              withdraw any consent you gave. To exercise any of these rights, e-mail {mail} from the
              address linked to your account. We answer within 30 days, and you may also complain to
              your data protection authority.
            </Text>
          </Part>
          <Part title="Data security">
            <Text>
              All traffic to Kusp is encrypted. Passwords are stored only as salted hashes, sign-in
              tokens expire, each account can reach only its own data, and access to our systems is
              limited to the staff who need it. No system is perfectly safe: if a breach affecting
              your data ever happens, we will tell you and the authorities without delay.
            </Text>
          </Part>
          <Part title="Changes to this policy">
            <Text>
              When we change how we handle personal data we update this page, and for important
              changes we tell account holders by e-mail. Questions are welcome at {mail}.
            </Text>
          </Part>
        </Stack>
      </Container>
    </>
  );
}
