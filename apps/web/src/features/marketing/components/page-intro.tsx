import { Container, Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './marketing.module.css';
import { CardGrid } from './card-grid';

export interface SiteImage {
  /** A file of ours under /images/site: no request ever leaves the product's origin. */
  src: string;
  alt: string;
  width: number;
  height: number;
}

/** The dark band that opens every content page: the page's only h1, a lead and optional buttons. */
export function PageIntro({
  title,
  lead,
  actions,
  image,
}: {
  title: string;
  lead: string;
  actions?: ReactNode;
  image?: SiteImage;
}) {
  const text = (
    <Stack gap="md" justify="center">
      <Title order={1} c="white" fz={{ base: 30, sm: 40 }} lh={1.2}>
        {title}
      </Title>
      <Text className={classes.introLead}>{lead}</Text>
      {actions && <Group gap="sm">{actions}</Group>}
    </Stack>
  );
  return (
    <div className={classes.intro}>
      <Container size="lg" py={{ base: 40, sm: 64 }}>
        {image ? (
          <CardGrid columns={2}>
            {text}
            <img
              src={image.src}
              alt={image.alt}
              width={image.width}
              height={image.height}
              className={classes.introImage}
            />
          </CardGrid>
        ) : (
          text
        )}
      </Container>
    </div>
  );
}
