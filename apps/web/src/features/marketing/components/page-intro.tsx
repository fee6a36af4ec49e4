import { Container, Group, Stack, Text, Title } from '@mantine/core';
import { useEffect, type ReactNode } from 'react';
import { SITE_WIDE_DESCRIPTION, usePageTitle, usePrerenderedDescription } from '@/lib/page-head';
import classes from './marketing.module.css';
import { CardGrid } from './card-grid';

export interface SiteImage {
  /** A file of ours under /images/site: no request ever leaves the product's origin. */
  src: string;
  alt: string;
  width: number;
  height: number;
}

/** Search results show the page's lead; the site-wide description comes back when the page closes. */
function useMetaDescription(text: string) {
  usePrerenderedDescription(text);
  useEffect(() => {
    const meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!meta) return;
    let siteWide: string | undefined;
    let closed = false;
    // After the commit: a page being left (the blog article) restores its own tags in a microtask.
    queueMicrotask(() => {
      if (closed) return;
      // A prerendered page arrives with its own description; the site's is kept beside it.
      siteWide = meta.getAttribute(SITE_WIDE_DESCRIPTION) ?? meta.content;
      meta.content = text;
    });
    return () => {
      closed = true;
      if (siteWide !== undefined) meta.content = siteWide;
    };
  }, [text]);
}

/** The dark band that opens every content page: the page's only h1, a lead and optional buttons. */
export function PageIntro({
  title,
  lead,
  actions,
  image,
  pageTitle,
}: {
  title: string;
  lead: string;
  /** The document's title when it says more than the route's ('Panchang for …'). */
  pageTitle?: string;
  actions?: ReactNode;
  image?: SiteImage;
}) {
  useMetaDescription(lead);
  usePageTitle(pageTitle);
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
              fetchPriority="high"
            />
          </CardGrid>
        ) : (
          text
        )}
      </Container>
    </div>
  );
}
