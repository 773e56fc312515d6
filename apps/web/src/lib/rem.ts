import { REM_BASE_DIVISOR, REM_RESIZE_DEBOUNCE_MS } from '@chef/shared';

/** Mantine's sizes, and browsers' default font size, are 16 px. */
const MANTINE_REM_PX = 16;

/**
 * The root font size the user chose in the browser (16 px unless they changed it), read with our own
 * inline size removed. Text must follow that choice (WCAG 1.4.4), so both the design rem and Mantine's
 * scale grow with it.
 */
function userFontPx(root: HTMLElement): number {
  root.style.fontSize = '';
  const chosen = parseFloat(getComputedStyle(root).fontSize);
  return chosen > 0 ? chosen : MANTINE_REM_PX;
}

/**
 * Spec section 9: the root font size is one tenth of the screen width, so our own rem-based design
 * sizes (hero, banners, cards) scale with the screen like the original product. Mantine sizes every
 * component as `calc(<n>rem * var(--mantine-scale))`; setting --mantine-scale to 16 / rem base cancels
 * the scaling for its components, which keep their normal, readable size at every width. Browser zoom
 * narrows the CSS width, so zoomed pages reflow rather than overflow (320 px and 200 % work alike).
 */
export function applyRemBase(): void {
  const root = document.documentElement;
  const width = root.clientWidth || window.innerWidth;
  const user = userFontPx(root);
  const base = (width / REM_BASE_DIVISOR) * (user / MANTINE_REM_PX);
  if (!(base > 0)) return;
  root.style.fontSize = `${base}px`;
  root.style.setProperty('--mantine-scale', String(user / base));
}

export function startRemBase(): () => void {
  applyRemBase();
  let timer: number | undefined;
  const onResize = () => {
    window.clearTimeout(timer);
    timer = window.setTimeout(applyRemBase, REM_RESIZE_DEBOUNCE_MS);
  };
  window.addEventListener('resize', onResize);
  return () => {
    window.clearTimeout(timer);
    window.removeEventListener('resize', onResize);
  };
}
