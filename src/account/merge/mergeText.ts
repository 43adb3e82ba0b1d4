/**
 * What the merge's dialog and notice share: their texts (a chunk of their own per language, loaded
 * as they first show), the merge's actions (the elements' action machinery over the merge's flows)
 * and whether one is under way.
 */
import { createContext, useContext, useMemo } from 'react';
import type { LegacyMergeAnswer } from '../../flows/account/answers.ts';
import { loadedMergeCatalogue, loadMergeCatalogue, mergeTranslator, type MergeCatalogue, type MergeTranslate } from '../../i18n/mergeCatalogue.ts';
import { busyCountAtom } from '../../state/atoms.ts';
import { useElementAction, type RunAction } from '../../ui/actions.ts';
import { useAtomValue } from '../../ui/atomHooks.ts';
import { useElementEnv } from '../../ui/ElementEnv.ts';
import { useSourcedCatalogue, type CatalogueSource } from '../../ui/useCatalogue.ts';
import { useAccountSession, type MergeFlows } from '../run/accountSession.ts';

const MERGE_CATALOGUES: CatalogueSource<MergeCatalogue> = { loaded: loadedMergeCatalogue, load: loadMergeCatalogue };

/** The merge's texts in the element's language, once here. */
export function useMergeTranslator(): MergeTranslate | undefined {
  const { language } = useElementEnv();
  const catalogue = useSourcedCatalogue(language, MERGE_CATALOGUES);
  return useMemo(() => (catalogue ? mergeTranslator(catalogue) : undefined), [catalogue]);
}

export const MergeTextContext = createContext<MergeTranslate | null>(null);

export function useMergeText(): MergeTranslate {
  const t = useContext(MergeTextContext);
  if (!t) throw new Error('useMergeText() is used outside the merge dialog');
  return t;
}

export type MergeRunAction = RunAction<MergeFlows, LegacyMergeAnswer>;

export function useMergeAction(): MergeRunAction {
  return useElementAction(useAccountSession().merge);
}

/** Whether an action of the element is under way (the merge's buttons wait for it). */
export function usePending(): boolean {
  return useAtomValue(busyCountAtom) > 0;
}
