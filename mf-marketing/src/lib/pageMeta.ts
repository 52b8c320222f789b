import { useEffect } from 'react';

function setMeta(selector: string, content: string): () => void {
  const element = document.head.querySelector<HTMLMetaElement>(selector);
  if (!element) return () => undefined;
  const previous = element.content;
  element.content = content;
  return () => {
    element.content = previous;
  };
}

/**
 * The page's description (and its Open Graph twin) while the page is shown. The document title comes
 * from the route's `title` (the shell renders it); index.html holds the site-wide defaults.
 */
export function usePageMeta({ title, description }: { title: string; description: string }): void {
  useEffect(() => {
    const restore = [
      setMeta('meta[name="description"]', description),
      setMeta('meta[property="og:description"]', description),
      setMeta('meta[property="og:title"]', title),
    ];
    return () => restore.forEach((undo) => undo());
  }, [title, description]);
}
