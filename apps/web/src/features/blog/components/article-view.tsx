import { Anchor, Container, Stack, Text, Title } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { formatCalendarDay, href, type BlogArticleDetail } from '@kusp/contracts';
import { useLanguage } from '@/lib/language';
import classes from './blog.module.css';
import { useArticleHead } from './use-article-head';

/** One article: header picture, title, byline and the (server-sanitised) body. */
export function ArticleView({ article }: { article: BlogArticleDetail }) {
  useArticleHead(article);
  const body = useRef<HTMLDivElement>(null);
  const navigate = useNavigate();
  const { t } = useTranslation('pages');
  const { language, locale, path } = useLanguage();

  // Links inside the article HTML are plain anchors; our own paths open in the app, not by reload.
  useEffect(() => {
    const element = body.current;
    if (!element) return;
    const onClick = (event: MouseEvent) => {
      if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) {
        return;
      }
      const to = (event.target as Element).closest('a')?.getAttribute('href');
      if (!to?.startsWith('/') || to.startsWith('//')) return;
      event.preventDefault();
      window.scrollTo({ top: 0 });
      void navigate(to);
    };
    element.addEventListener('click', onClick);
    return () => element.removeEventListener('click', onClick);
  }, [navigate]);

  return (
    <Container size="lg" py={{ base: 'lg', sm: 'xl' }}>
      <Stack component="article" gap="lg" className={classes.article}>
        <Anchor component={Link} to={path(href('blog'))} size="sm">
          {t('article.allArticles')}
        </Anchor>
        <img
          src={article.headerImageUrl}
          alt=""
          width={1200}
          height={500}
          className={classes.header}
        />
        <Stack gap={4}>
          {/* The articles are written in English: their words are marked so (docs/i18n.md). */}
          <Title order={1} lh={1.2} lang="en">
            {article.title}
          </Title>
          <Text c="gray.7">
            <Trans
              t={t}
              i18nKey="article.byline"
              values={{
                author: article.author,
                date:
                  language === 'en' ? article.createdAt : formatCalendarDay(article.date, locale),
              }}
              components={{ author: <span lang="en" />, date: <time dateTime={article.date} /> }}
            />
          </Text>
        </Stack>
        <div
          ref={body}
          lang="en"
          className={classes.body}
          // Sanitised by the server when the article is stored: no scripts, handlers or js links.
          dangerouslySetInnerHTML={{ __html: article.fullContent }}
        />
      </Stack>
    </Container>
  );
}
