import { Container } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { BlogList } from '@/features/blog/components/blog-list';
import { PageIntro } from '@/features/marketing/components/page-intro';

/** The blog list; the page number lives in the address (?page=2) so every page can be linked. */
export default function BlogScreen() {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '', 10) || 1);
  const goTo = (next: number) => {
    setParams(next === 1 ? {} : { page: String(next) });
    window.scrollTo({ top: 0 });
  };
  return (
    <>
      <PageIntro
        title="The Kusp blog"
        lead="Monthly and yearly horoscopes, famous birth charts, compatibility by ascendant and plain-language guides to Vedic astrology, written by the team behind the Kusp app."
      />
      <Container size="lg" py={{ base: 'lg', sm: 'xl' }}>
        <BlogList page={page} onPageChange={goTo} />
      </Container>
    </>
  );
}
