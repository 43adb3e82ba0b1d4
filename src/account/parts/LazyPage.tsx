/**
 * A member area page from the pages' chunk (`accountPages.ts`): its frame with a skeleton of its
 * shape while the chunk and the pages' texts come, the page once they are here. A chunk (or the
 * texts) lost to the network is said in the page's place, with Try again (which fetches it again).
 */
import { useState, type ReactNode } from 'react';
import type { DashboardTranslate } from '../../i18n/accountCatalogue.ts';
import { useElementEnv } from '../../ui/ElementEnv.ts';
import type * as AccountPages from '../accountPages.ts';
import { useDashboardText } from '../accountText.ts';
import { useAccountPages } from '../pageHooks.ts';
import { PagesTexts } from '../pagesTexts.tsx';
import { Loading, type SkeletonShape } from './LoadState.tsx';
import { PageFrame } from './PageFrame.tsx';

interface LazyPageProps {
  /** The page's title, shown in its frame while it loads. */
  title: Parameters<DashboardTranslate>[0];
  shape: SkeletonShape;
  render: (pages: typeof AccountPages) => ReactNode;
}

export function LazyPage({ title, shape, render }: LazyPageProps) {
  const t = useDashboardText();
  const env = useElementEnv();
  const [failed, setFailed] = useState(false);
  const pages = useAccountPages(env.language, !failed, (error) => {
    console.error('member-account: the page could not be loaded', error);
    setFailed(true);
  });
  if (pages) return <PagesTexts catalogue={pages.catalogue}>{render(pages.module)}</PagesTexts>;
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
