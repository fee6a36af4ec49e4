import sanitizeHtml from 'sanitize-html';

// Article HTML is rendered as-is by the browser, so it is cleaned once, when stored: no scripts,
// no event handlers, no javascript: (or any non-web) links, no inline styles.
const options: sanitizeHtml.IOptions = {
  allowedTags: [...sanitizeHtml.defaults.allowedTags, 'img', 'figure', 'figcaption', 'h1', 'h2'],
  allowedAttributes: {
    a: ['href', 'title'],
    img: ['src', 'alt', 'width', 'height', 'loading'],
    th: ['scope', 'colspan', 'rowspan'],
    td: ['colspan', 'rowspan'],
    '*': ['id'],
  },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
};

export function sanitizeArticleHtml(html: string): string {
  return sanitizeHtml(html, options);
}
