import type { ColumnType, Generated } from 'kysely';

export interface BlogArticlesTable {
  slug: string;
  title: string;
  teaser: string;
  /** Sanitised when stored. */
  content_html: string;
  author: string;
  /** 'YYYY-MM-DD' text from both drivers. */
  published_on: string;
  published: Generated<boolean>;
  preview_image_url: string;
  detail_image_url: string;
  seo_description: string;
  seo_keywords: string;
  updated_at: ColumnType<Date, Date | undefined, Date>;
}

export interface BlogTables {
  blog_articles: BlogArticlesTable;
}
