import { Anchor, Card, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { formatCalendarDay, href, type BlogArticle } from '@kusp/contracts';
import { useLanguage } from '@/lib/language';
import classes from './blog.module.css';

/**
 * A card of the blog list: picture, title linking to the article, date, author and teaser. The
 * first row's pictures are `eager`: in view at once, and the first is the page's largest paint.
 */
export function BlogCard({ article, eager = false }: { article: BlogArticle; eager?: boolean }) {
  const { language, locale, path } = useLanguage();
  const to = path(href('blogArticle', { slug: article.id }));
  return (
    // The articles are written in English: their words are marked so (docs/i18n.md).
    <Card
      component="article"
      withBorder
      radius="md"
      padding="lg"
      className={classes.card}
      lang="en"
    >
      <Card.Section>
        {/* The title link names the card, so the picture is decorative here. */}
        <img
          src={article.previewImageUrl}
          alt=""
          width={600}
          height={400}
          loading={eager ? 'eager' : 'lazy'}
          className={classes.preview}
        />
      </Card.Section>
      <Stack gap="xs" mt="md" className={classes.cardBody}>
        <Text size="sm" c="gray.7">
          <time dateTime={article.date} lang={language}>
            {language === 'en' ? article.createdAt : formatCalendarDay(article.date, locale)}
          </time>{' '}
          · {article.author}
        </Text>
        <Title order={2} fz="lg" lh={1.3}>
          <Anchor component={Link} to={to} inherit c="inherit" className={classes.cardLink}>
            {article.title}
          </Anchor>
        </Title>
        <Text size="sm" lineClamp={4}>
          {article.content}
        </Text>
      </Stack>
    </Card>
  );
}
