/**
 * The legacy grocery-brand merge's dialog and the dashboard's notice, as one chunk of their own:
 * fetched only when an old account is offered (`LegacyMerge.tsx`), with their texts. The answers'
 * forms are the verification's, taken from account security's modules as a whole (`securityModules.ts`).
 */
export { MergeDialog } from './MergeDialog.tsx';
export { MergeNotice } from './MergeNotice.tsx';
