import styles from './ArticleHtml.module.css';

/**
 * An article's body as the API serves it: HTML rendered from Markdown and sanitised when it was stored (no script,
 * no event handler, images only of our media, external links nofollow), so it is set as it is.
 */
export function ArticleHtml({ html, className }: { html: string; className?: string }) {
  return (
    <div
      className={className ? `${styles.body} ${className}` : styles.body}
      data-testid="article-body"
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
