import { Alert, Anchor, Center, Group, Loader, Pagination, SimpleGrid, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { href } from '@kusp/contracts';
import { paginationLabels } from '@/components/ui/pagination-labels';
import { errorMessage } from '@/lib/api-client';
import { useLanguage } from '@/lib/language';
import { useBlogPage } from '../api/get-blog-page';
import { BlogCard } from './blog-card';

/** The cards in view before any scrolling, on a wide screen. */
const FIRST_ROW = 3;

/** Twelve cards a page, newest first, with page links; `page` is 1-based as the address shows it. */
export function BlogList({
  page,
  onPageChange,
}: {
  page: number;
  onPageChange: (page: number) => void;
}) {
  const { t } = useTranslation('blog');
  const { path } = useLanguage();
  const { data, error, isPending } = useBlogPage(page - 1);
  if (isPending) {
    return (
      <Center mih={240}>
        <Loader aria-label={t('loading')} />
      </Center>
    );
  }
  if (error) return <Alert color="red">{errorMessage(error)}</Alert>;
  if (data.content.length === 0) {
    return (
      <Text>
        {t('empty')}{' '}
        <Anchor component={Link} to={path(href('blog'))}>
          {t('newest')}
        </Anchor>
      </Text>
    );
  }
  return (
    <>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
        {data.content.map((article, index) => (
          <BlogCard key={article.id} article={article} eager={index < FIRST_ROW} />
        ))}
      </SimpleGrid>
      {data.totalPages > 1 && (
        <Group component="nav" aria-label={t('pages')} justify="center" mt="xl">
          <Pagination
            total={data.totalPages}
            value={page}
            onChange={onPageChange}
            withEdges
            {...paginationLabels(page, t)}
          />
        </Group>
      )}
    </>
  );
}
