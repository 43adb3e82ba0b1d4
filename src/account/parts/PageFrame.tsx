/**
 * A page of the member area: its heading and content. When the shopper navigates to a page (not
 * when the element first shows), the focus moves to its heading, which announces it.
 */
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useAtomValue } from '../../ui/atomHooks.ts';
import { accountNavigatedAtom } from '../../state/account.ts';

export function PageFrame({ title, actions, children }: { title: string; actions?: ReactNode; children: ReactNode }) {
  const id = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const navigated = useAtomValue(accountNavigatedAtom);
  useEffect(() => {
    if (navigated) heading.current?.focus();
  }, [navigated]);
  return (
    <section part="page" aria-labelledby={`${id}-title`}>
      <div part="card-title">
        <h1 id={`${id}-title`} part="page-title" tabIndex={-1} ref={heading}>
          {title}
        </h1>
        {actions}
      </div>
      {children}
    </section>
  );
}
