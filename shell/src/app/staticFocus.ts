// Until React's first render, the page is index.html's static header (and the site server's static
// first screen): a keyboard user may already be on one of its links. React's first render replaces
// that DOM whole, which would drop focus to <body>; this hands it to the live page's same link.

interface StaticFocus {
  /** Call once React's first render has committed. */
  handOver: () => void;
}

const linkKey = (link: HTMLAnchorElement) =>
  `${link.getAttribute('href') ?? ''}\u0000${link.textContent?.trim() ?? ''}`;

/** Starts following focus inside `root` (the static page) until `handOver` is called. */
export function followStaticFocus(root: HTMLElement): StaticFocus {
  // The shell starts after the first paint: focus may be on a static link already.
  const active = root.ownerDocument.activeElement;
  let focused: HTMLAnchorElement | null =
    active instanceof HTMLAnchorElement && root.contains(active) ? active : null;
  const onFocusIn = (event: FocusEvent) => {
    focused = event.target instanceof HTMLAnchorElement ? event.target : null;
  };
  const onFocusOut = (event: FocusEvent) => {
    const left = event.target;
    if (event.relatedTarget) return; // focusin records where it went
    // Blurred by the user (still on the page), not removed by React's render.
    queueMicrotask(() => {
      if (left === focused && focused?.isConnected) focused = null;
    });
  };
  root.addEventListener('focusin', onFocusIn);
  root.addEventListener('focusout', onFocusOut);
  return {
    handOver() {
      root.removeEventListener('focusin', onFocusIn);
      root.removeEventListener('focusout', onFocusOut);
      const was = focused;
      focused = null;
      if (!was || was.isConnected) return;
      const now = root.ownerDocument.activeElement;
      if (now && now !== root.ownerDocument.body) return; // focus is somewhere already
      const key = linkKey(was);
      const same = [...root.querySelectorAll('a')].find((link) => linkKey(link) === key);
      same?.focus();
    },
  };
}
