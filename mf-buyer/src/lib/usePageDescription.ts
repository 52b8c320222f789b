import { useEffect } from 'react';

/**
 * The page's meta description (and its Open Graph twin) while the page is shown; index.html holds the
 * site-wide default. The document title comes from the route's `title` (the shell renders it).
 */
export function usePageDescription(description: string): void {
  useEffect(() => {
    const restore = ['meta[name="description"]', 'meta[property="og:description"]'].map((selector) => {
      const element = document.head.querySelector<HTMLMetaElement>(selector);
      if (!element) return () => undefined;
      const previous = element.content;
      element.content = description;
      return () => {
        element.content = previous;
      };
    });
    return () => restore.forEach((undo) => undo());
  }, [description]);
}
