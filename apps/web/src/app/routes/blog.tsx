import { Container } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { BlogList } from '@/features/blog/components/blog-list';
import { PageIntro } from '@/features/marketing/components/page-intro';

/** The blog list; the page number lives in the address (?page=2) so every page can be linked. */
export default function BlogScreen() {
  const { t } = useTranslation('blog');
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '', 10) || 1);
  const goTo = (next: number) => {
    setParams(next === 1 ? {} : { page: String(next) });
    window.scrollTo({ top: 0 });
  };
  return (
    <>
      <PageIntro title={t('title')} lead={t('lead')} />
      <Container size="lg" py={{ base: 'lg', sm: 'xl' }}>
        <BlogList page={page} onPageChange={goTo} />
      </Container>
    </>
  );
}
