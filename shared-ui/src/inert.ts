/**
 * Makes everything on the page but `element` inert (no focus, no clicks, hidden from assistive technology):
 * every sibling of `element` and of each of its ancestors up to <body>. Returns the function that undoes
 * it. The exam screen covers the page this way (the shell's header, footer and toasts stay behind it), and
 * a dialog covers the screen.
 */
export function inertOutside(element: HTMLElement, stopAt: HTMLElement = document.body): () => void {
  const changed: Element[] = [];
  for (let node: HTMLElement | null = element; node && node !== stopAt; node = node.parentElement) {
    for (const sibling of Array.from(node.parentElement?.children ?? [])) {
      if (sibling === node || sibling.hasAttribute('inert') || sibling.tagName === 'SCRIPT') continue;
      sibling.setAttribute('inert', '');
      changed.push(sibling);
    }
  }
  return () => changed.forEach((el) => el.removeAttribute('inert'));
}
