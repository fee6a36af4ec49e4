import { Container, Text, Title } from '@mantine/core';
import { useId, type ReactNode } from 'react';
import classes from './marketing.module.css';

/** A titled section (h2) of a content page, labelled by its heading for screen-reader navigation. */
export function PageSection({
  title,
  lead,
  tinted = false,
  children,
}: {
  title: string;
  lead?: string;
  tinted?: boolean;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className={tinted ? `${classes.content} ${classes.tinted}` : classes.content}
    >
      <Container size="lg" py={{ base: 40, sm: 56 }}>
        <Title order={2} id={headingId} mb={lead ? 'xs' : 'lg'}>
          {title}
        </Title>
        {lead && (
          <Text size="lg" mb="xl" className={classes.prose}>
            {lead}
          </Text>
        )}
        {children}
      </Container>
    </section>
  );
}
