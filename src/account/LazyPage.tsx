/**
 * A member area page from the pages' chunk (`accountPages.ts`): its frame with a skeleton of its
 * shape while the chunk comes, the page once it is here. A chunk lost to the network is said in
 * the page's place, with Try again (which fetches it again).
 */
import { useState, type ReactNode } from 'react';
import type { AccountTranslate } from '../i18n/accountCatalogue.ts';
import { useElementEnv } from '../ui/ElementEnv.ts';
import type * as AccountPages from './accountPages.ts';
import { useAccountText } from './common/accountText.ts';
import { useAccountPages } from './pageHooks.ts';
import { Loading, type SkeletonShape } from './parts/LoadState.tsx';
import { PageFrame } from './parts/PageFrame.tsx';

interface LazyPageProps {
  /** The page's title, shown in its frame while it loads. */
  title: Parameters<AccountTranslate>[0];
  shape: SkeletonShape;
  render: (pages: typeof AccountPages) => ReactNode;
}

export function LazyPage({ title, shape, render }: LazyPageProps) {
  const t = useAccountText();
  const env = useElementEnv();
  const [failed, setFailed] = useState(false);
  const pages = useAccountPages(!failed, (error) => {
    console.error('member-account: the page could not be loaded', error);
    setFailed(true);
  });
  if (pages) return render(pages);
  return (
    <PageFrame title={t(title)}>
      {failed ? (
        <div part="empty" role="alert">
          <p part="text">{env.t('error.network')}</p>
          <button type="button" part="button button-primary" onClick={() => setFailed(false)}>
            {t('account.retry')}
          </button>
        </div>
      ) : (
        // Marked so that a host's tests (and ours) can tell the page's skeleton from a page that loads its data.
        <div data-lazy-page="">
          <Loading shape={shape} />
        </div>
      )}
    </PageFrame>
  );
}
