import { Center, Loader } from '@mantine/core';
import { Navigate, useParams } from 'react-router';
import { useBlogArticle } from '@/features/blog/api/get-blog-article';
import { ArticleView } from '@/features/blog/components/article-view';

/** An article by slug; if it cannot be loaded the visitor goes home (spec part 1 section 8). */
export default function BlogArticleScreen() {
  const { slug = '' } = useParams();
  const { data, error } = useBlogArticle(slug);
  if (error) return <Navigate to="/" replace />;
  if (!data) {
    return (
      <Center mih={320}>
        <Loader aria-label="Loading article" />
      </Center>
    );
  }
  return <ArticleView article={data} />;
}
