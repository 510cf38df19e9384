import AxeBuilder from '@axe-core/playwright';

/** Serious and critical axe violations on the page as it stands, as readable lines. */
export async function seriousAxeViolations(page) {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).slice(0, 3).join(', ')})`);
}
