import { Anchor, Container, Stack, Text, Title } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { Link, useNavigate } from 'react-router';
import { href, type BlogArticleDetail } from '@kusp/contracts';
import classes from './blog.module.css';
import { useArticleHead } from './use-article-head';

/** One article: header picture, title, byline and the (server-sanitised) body. */
export function ArticleView({ article }: { article: BlogArticleDetail }) {
  useArticleHead(article);
  const body = useRef<HTMLDivElement>(null);
  const navigate = useNavigate();

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
        <Anchor component={Link} to={href('blog')} size="sm">
          ← All articles
        </Anchor>
        <img
          src={article.headerImageUrl}
          alt=""
          width={1200}
          height={500}
          className={classes.header}
        />
        <Stack gap={4}>
          <Title order={1} lh={1.2}>
            {article.title}
          </Title>
          <Text c="gray.7">
            By {article.author} · <time dateTime={article.date}>{article.createdAt}</time>
          </Text>
        </Stack>
        <div
          ref={body}
          className={classes.body}
          // Sanitised by the server when the article is stored: no scripts, handlers or js links.
          dangerouslySetInnerHTML={{ __html: article.fullContent }}
        />
      </Stack>
    </Container>
  );
}
