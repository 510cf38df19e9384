/** A SKU as typed or pasted, compared without spaces and case: " aur-br " and "AUR-BR" are one SKU. */
export function normalizeSku(input: string): string {
  // Stryker disable next-line Regex: removing spaces one by one or a run at a time leaves the same text
  return input.replace(/\s+/g, '').toUpperCase();
}

/** A search term that may be a whole SKU (no spaces, a digit or a dash in it): worth an exact look-up. */
export function mayBeSku(term: string): boolean {
  const text = term.trim();
  return text.length > 0 && text.length <= 64 && !/\s/.test(text) && /[\d-]/.test(text);
}
