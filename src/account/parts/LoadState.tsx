/**
 * What a page shows while it loads what it shows, and when that failed. Loading is a skeleton in
 * the shape of what comes (a card of lines, a form of fields, a list of cards) at the height it
 * will roughly take, so that the content arriving moves nothing much; it says "Loading" to a
 * screen reader. A failure says why (offline and too slow said as such, else the reason after
 * "could not be loaded") with Try again.
 */
import { useAccountText } from '../common/accountText.ts';

export type SkeletonShape = 'page' | 'form' | 'list';

/** Each shape's placeholders: a name of its own (its React key) and its parts (styled in formStyles.ts). */
const LINES: Readonly<Record<SkeletonShape, readonly (readonly [name: string, parts: string])[]>> = {
  page: [
    ['title', 'skeleton-line skeleton-wide'],
    ['line', 'skeleton-line'],
    ['short', 'skeleton-line skeleton-short'],
    ['card', 'skeleton-block'],
  ],
  form: [
    ['label1', 'skeleton-line skeleton-short'],
    ['field1', 'skeleton-field'],
    ['label2', 'skeleton-line skeleton-short'],
    ['field2', 'skeleton-field'],
    ['label3', 'skeleton-line skeleton-short'],
    ['field3', 'skeleton-field'],
  ],
  list: [
    ['card1', 'skeleton-block'],
    ['card2', 'skeleton-block'],
    ['card3', 'skeleton-block'],
  ],
};

export function Loading({ shape = 'page' }: { shape?: SkeletonShape }) {
  const t = useAccountText();
  return (
    <div part={`loading skeleton skeleton-${shape}`} role="status" aria-busy="true">
      <span part="screen-reader-only">{t('account.loading')}</span>
      {LINES[shape].map(([name, parts]) => (
        <span key={name} part={parts} aria-hidden="true" />
      ))}
    </div>
  );
}

export function LoadFailed({ message, retry }: { message: string; retry: () => void }) {
  const t = useAccountText();
  // Offline and too slow say everything themselves; any other reason follows "could not be loaded".
  const said = message === t('account.offline') || message === t('account.slow') ? message : `${t('account.loadFailed')} ${message}`;
  return (
    <div part="empty" role="alert">
      <p part="text">{said}</p>
      <button type="button" part="button button-primary" onClick={retry}>
        {t('account.retry')}
      </button>
    </div>
  );
}
