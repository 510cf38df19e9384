// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ProductDescription } from '../../src/ui/catalog/ProductDescription';
import { SafeHtml, sanitizeHtml } from '../../src/ui/shared/SafeHtml';
import { htmlToText } from '../../src/ui/shared/html-text';
import { product } from './support/fixtures';
import { renderApp } from './support/render-app';

type Pwnable = Window & { __pwned?: unknown };
const pwned = () => (window as Pwnable).__pwned;

/** Long enough (over 200 characters of text) that the description starts as a preview. */
const FILLER = 'Marine-grade brass fixture for coastal gardens. '.repeat(5);
const HOSTILE_HTML =
  `<p>${FILLER}</p>` +
  '<script>window.__pwned=1</script>' +
  '<img src=x onerror="window.__pwned=1">' +
  '<a href="javascript:window.__pwned=1">click</a>' +
  '<p><strong>Bold</strong></p>';

/** Checks the rendered description for every way the payload could have survived. */
function expectDefused(root: HTMLElement) {
  expect(root.querySelector('script')).toBeNull();
  expect(root.querySelector('[onerror]')).toBeNull();
  expect(root.innerHTML).not.toMatch(/onerror/i);
  expect(root.innerHTML).not.toMatch(/javascript:/i);
  const link = within(root).getByText('click');
  expect(link.closest('a')?.getAttribute('href') ?? '').not.toMatch(/^\s*javascript:/i);
  const bold = within(root).getByText('Bold');
  expect(bold.tagName).toBe('STRONG');
  expect(pwned()).toBeUndefined();
}

beforeEach(() => {
  delete (window as Pwnable).__pwned;
});
afterEach(() => {
  delete (window as Pwnable).__pwned;
});

describe('SafeHtml', () => {
  it('drops scripts, event handlers and javascript: links but keeps formatting', async () => {
    const { container } = render(<SafeHtml html={HOSTILE_HTML} />);
    expectDefused(container);
    await userEvent.setup().click(screen.getByText('click'));
    expect(pwned()).toBeUndefined();
  });

  it('sanitizeHtml keeps allowed links and makes them open safely', () => {
    const clean = sanitizeHtml('<a href="https://example.test/spec.pdf" onclick="x()">Spec sheet</a>');
    const holder = document.createElement('div');
    holder.innerHTML = clean;
    const link = holder.querySelector('a');
    expect(link).toHaveAttribute('href', 'https://example.test/spec.pdf');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(link).not.toHaveAttribute('onclick');
  });
});

describe('ProductDescription', () => {
  it('previews the hostile description as plain text and defuses it after Read More', async () => {
    const user = userEvent.setup();
    const { container } = render(<ProductDescription html={HOSTILE_HTML} />);
    expect(container.querySelector('script, img, a')).toBeNull();
    expect(container.textContent).not.toContain('window.__pwned');

    await user.click(screen.getByRole('button', { name: 'Read More' }));
    // The sanitized description arrives with its (lazily loaded) renderer.
    await within(container).findByText('Bold', { selector: 'strong' });
    expectDefused(container);
  });

  it('shows markup written as text (entities) as text, never as elements', () => {
    const escaped = `<p>${FILLER}&lt;img src=x onerror="window.__pwned=1"&gt;</p>`;
    const { container } = render(<ProductDescription html={escaped} />);
    expect(container.querySelector('img')).toBeNull();
    expect(pwned()).toBeUndefined();
  });
});

describe('the product page', () => {
  it('renders a hostile backend description safely', async () => {
    const hostile = product({
      id: 'p-hostile',
      name: 'Hostile Path Light',
      description: HOSTILE_HTML,
      images: [],
      categoryId: 'c-path',
      variants: [],
    });
    const { user } = renderApp('/product/p-hostile', {
      catalog: { product: async () => hostile, related: async () => [] },
    });
    const section = await screen.findByRole('region', { name: 'Description' });
    await user.click(within(section).getByRole('button', { name: 'Read More' }));
    await within(section).findByText('Bold', { selector: 'strong' });
    expectDefused(section);
    expect(document.querySelector('script')).toBeNull();
  });
});

describe('htmlToText', () => {
  it('leaves no markup in the text of hostile HTML', () => {
    const text = htmlToText(HOSTILE_HTML);
    expect(text).not.toContain('<');
    expect(text).not.toContain('window.__pwned');
    expect(text).toContain('click');
    expect(text).toContain('Bold');
    expect(text.startsWith(FILLER.trim())).toBe(true);
  });

  it('decodes entities once, as the full description shows them', () => {
    expect(htmlToText('<p>Use &amp;lt;b&amp;gt; for bold &amp; more</p>')).toBe('Use &lt;b&gt; for bold & more');
  });

  it('keeps a space between blocks', () => {
    expect(htmlToText('<p>Path lights.</p><p>Sold singly.</p>')).toBe('Path lights. Sold singly.');
  });
});
