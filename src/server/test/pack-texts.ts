/** Documents the tests upload to packs, where several tests read the same one. */

/** Green tea, in two sections: how sencha is made (30 seconds of steaming) and brewed (70 degrees, one minute). */
export const TEA = [
  '# Green tea',
  '',
  'Sencha is steamed for 30 seconds right after picking, which keeps its leaves green.',
  '',
  '## Brewing',
  '',
  'Brew sencha at 70 degrees for one minute; hotter water makes it bitter.',
].join('\n');

/** One short section on brewing sencha: a pack's content when what it says does not matter. */
export const SENCHA = '# Green tea\n\nBrew sencha at 70 degrees for one minute.';
