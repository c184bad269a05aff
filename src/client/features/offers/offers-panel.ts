/** The offers page's two panels (codes, bundles): roomier than the dashboard's cards, with a larger heading. */
export const OFFERS_PANEL = {
  className: 'rounded-2xl border border-slate-200 bg-white p-5 sm:p-6',
  headingClassName: 'text-xl font-semibold text-slate-900',
};
