/** What an old account holds (before a merge) or what came over (after): its orders, addresses and vouchers, counted. */
import { Fragment, useId } from 'react';
import type { LegacySummary } from '../../kernel/contract/legacyMerge.ts';
import { useElementEnv } from '../../ui/ElementEnv.ts';
import { useMergeText } from './mergeText.ts';

const KINDS = ['orders', 'addresses', 'vouchers'] as const;

export function MergeSummary({ title, summary }: { title: string; summary: LegacySummary }) {
  const t = useMergeText();
  const { language } = useElementEnv();
  const id = useId();
  const count = new Intl.NumberFormat(language);
  return (
    <section part="merge-summary" aria-labelledby={id}>
      <h3 id={id} part="label">
        {title}
      </h3>
      <dl part="facts">
        {KINDS.map((kind) => (
          <Fragment key={kind}>
            <dt>{t(`merge.${kind}`)}</dt>
            <dd>{count.format(summary[kind])}</dd>
          </Fragment>
        ))}
      </dl>
    </section>
  );
}
