const BLOCKS = 'p, li, br, h1, h2, h3, h4, h5, h6, tr, td, th, div';
const NEVER_TEXT = 'script, style, template, noscript, iframe, object';

/**
 * The text a reader sees in backend HTML, for previews. DOMParser builds an
 * inert document (nothing runs, nothing loads), so no sanitizer is needed to
 * read text; scripts' source is dropped, and each block ends with a space.
 */
export function htmlToText(html: string): string {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  doc.querySelectorAll(NEVER_TEXT).forEach((element) => element.remove());
  doc.querySelectorAll(BLOCKS).forEach((element) => element.append(' '));
  return (doc.body.textContent ?? '').replace(/\s+/g, ' ').trim();
}
