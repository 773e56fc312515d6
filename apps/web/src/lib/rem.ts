import { REM_BASE_DIVISOR, REM_RESIZE_DEBOUNCE_MS } from '@chef/shared';

/**
 * Spec section 9: the root font size is one tenth of the screen width, so our own rem-based design
 * sizes (hero, banners, cards) scale with the screen like the original product. Mantine sizes every
 * component as `calc(<n>rem * var(--mantine-scale))`; setting --mantine-scale to 16 / rem base cancels
 * the scaling for its components, which keep their normal, readable size at every width. Browser zoom
 * narrows the CSS width, so zoomed pages reflow rather than overflow (320 px and 200 % work alike).
 *
 * Text must follow the font size the user chose in the browser (WCAG 1.4.4; 16 px unless changed,
 * read with our own inline size removed), so both the design rem and Mantine's scale grow with it.
 *
 * Self-contained on purpose: the build inlines this very function into index.html's head
 * (vite.config.ts, `remBaseScript`), so a page rendered on the server is laid out at its final size
 * before any stylesheet or script arrives, and nothing shifts when the app starts.
 */
export function applyRemBase(divisor: number): void {
  const mantineRemPx = 16;
  const root = document.documentElement;
  const width = root.clientWidth || window.innerWidth;
  // Only a new width changes the base. A phone resizes the window at every scroll that shows or hides its
  // address bar, and the app starts after the inline script has applied it: applying it again would reset
  // the root's size and read it back, restyling and laying out the whole page twice for nothing.
  if (String(width) === root.dataset.remWidth) return;
  root.style.fontSize = '';
  const chosen = parseFloat(getComputedStyle(root).fontSize);
  const user = chosen > 0 ? chosen : mantineRemPx;
  const base = (width / divisor) * (user / mantineRemPx);
  if (!(base > 0)) return;
  root.style.fontSize = `${base}px`;
  root.style.setProperty('--mantine-scale', String(user / base));
  root.dataset.remWidth = String(width);
}

/** The inline script of index.html: applyRemBase run at once, before the body is laid out. */
export const remBaseScript = (): string => `(${applyRemBase.toString()})(${REM_BASE_DIVISOR})`;

export function startRemBase(): () => void {
  // index.html's inline script has applied it, unless it could not run: this does nothing when the width is the same.
  applyRemBase(REM_BASE_DIVISOR);
  let timer: number | undefined;
  const onResize = () => {
    window.clearTimeout(timer);
    timer = window.setTimeout(() => applyRemBase(REM_BASE_DIVISOR), REM_RESIZE_DEBOUNCE_MS);
  };
  window.addEventListener('resize', onResize);
  return () => {
    window.clearTimeout(timer);
    window.removeEventListener('resize', onResize);
  };
}
