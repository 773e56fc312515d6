import { REM_BASE_DIVISOR, REM_RESIZE_DEBOUNCE_MS } from '@chef/shared';

/** Mantine's sizes are written for a 16 px rem. */
const MANTINE_REM_PX = 16;

/**
 * Spec section 9: the root font size is one tenth of the screen width, so our own rem-based design
 * sizes (hero, banners, cards) scale with the screen like the original product. Mantine sizes every
 * component as `calc(<n>rem * var(--mantine-scale))`; setting --mantine-scale to 16 / rem base cancels
 * the scaling for its components, which keep their normal, readable size at every width.
 */
export function applyRemBase(): void {
  const root = document.documentElement;
  const width = root.clientWidth || window.innerWidth;
  const base = width / REM_BASE_DIVISOR;
  if (!(base > 0)) return;
  root.style.fontSize = `${base}px`;
  root.style.setProperty('--mantine-scale', String(MANTINE_REM_PX / base));
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
