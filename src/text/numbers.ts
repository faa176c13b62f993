// Numbers as people read them: 12,345 tokens. Written by hand rather than with toLocaleString,
// whose first call loads ICU's locale data: about 7 MB of a headless run's peak memory.

/** `n` with its thousands grouped by commas and at most three decimals, as en-US writes it. */
export function grouped(n: number): string {
  if (!Number.isFinite(n)) return String(n);
  const rounded = Math.round(n * 1000) / 1000;
  const [whole = '0', decimals] = Math.abs(rounded).toString().split('.');
  const sign = rounded < 0 ? '-' : '';
  return `${sign}${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}${decimals ? `.${decimals}` : ''}`;
}
