import axe from 'axe-core';

/**
 * What axe finds wrong in `root` (the whole page unless said), as "rule: help" lines: the rules jsdom can answer,
 * since it lays nothing out (colour contrast is left to the e2e run).
 */
export async function axeViolations(root: Element = document.body): Promise<string[]> {
  const results = await axe.run(root, { resultTypes: ['violations'] });
  return results.violations.map((violation) => `${violation.id}: ${violation.help}`);
}
