/**
 * Amounts as cooks read them: at most two decimals, no trailing zeros, thousands grouped
 * ("1,250", "0.25", "12.35"); the same in both languages. Written by hand because creating an
 * Intl.NumberFormat costs tens of milliseconds on a phone the first time.
 */
export function formatNumber(value: number): string {
  if (!Number.isFinite(value)) return '';
  let text = Math.abs(value).toFixed(2);
  if (text.includes('.')) text = text.replace(/0+$/, '').replace(/\.$/, '');
  const [whole = '0', fraction] = text.split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const sign = value < 0 && text !== '0' ? '-' : '';
  return `${sign}${grouped}${fraction ? `.${fraction}` : ''}`;
}
