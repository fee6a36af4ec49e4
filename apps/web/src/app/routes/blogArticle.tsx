import { Center, Loader } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Navigate, useParams } from 'react-router';
import { useBlogArticle } from '@/features/blog/api/get-blog-article';
import { ArticleView } from '@/features/blog/components/article-view';

/** An article by slug; if it cannot be loaded the visitor goes home (spec part 1 section 8). */
export default function BlogArticleScreen() {
  const { t } = useTranslation('pages');
  const { slug = '' } = useParams();
  const { data, error } = useBlogArticle(slug);
  if (error) return <Navigate to="/" replace />;
  if (!data) {
    return (
      <Center mih={320}>
        <Loader aria-label={t('article.loading')} />
      </Center>
    );
  }
  return <ArticleView article={data} />;
}
