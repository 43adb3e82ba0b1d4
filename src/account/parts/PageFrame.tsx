/**
 * A page of the member area: its top bar, its actions and content. The top bar holds the page's
 * heading and a way back to the account home (`#/profile/my`), which only a phone-sized element
 * shows (`phoneStyles.ts`); on the account home itself it is the member's card instead (`member`:
 * the avatar's initial and what goes under the heading). When the shopper navigates to a page (not
 * when the element first shows), the page's top comes into view and the focus moves to its
 * heading, which announces it.
 *
 * A page that is a long form (`submits`: the form's id) has its Save in the top bar as well, as a
 * marketplace app's form has: on a phone-sized element that one shows, the form's own Save under
 * the fields is hidden (`phoneStyles.ts`), so Save is in the first screen and stays there while the
 * shopper scrolls; on a wide element it is the other way round. Either way there is one Save for a
 * screen reader, since the hidden one is `display: none`.
 */
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useAtomValue } from '../../ui/atomHooks.ts';
import { accountNavigatedAtom } from '../../state/account.ts';
import { accountHash, DASHBOARD } from '../../state/accountRoutes.ts';
import { useAccountText } from '../common/accountText.ts';

export interface MemberCard {
  /** The letter in the avatar. */
  readonly initial: string;
  /** What the card shows under the heading (the member's contact and level). */
  readonly details: ReactNode;
}

export function PageFrame({
  title,
  actions,
  member,
  submits,
  children,
}: {
  title: string;
  actions?: ReactNode;
  member?: MemberCard;
  /** The id of the page's form, whose Save the top bar holds on a phone. */
  submits?: string;
  children: ReactNode;
}) {
  const t = useAccountText();
  const id = useId();
  const section = useRef<HTMLElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const navigated = useAtomValue(accountNavigatedAtom);
  useEffect(() => {
    if (!navigated) return;
    // The page replaced the one the shopper scrolled: its top shows, not the middle.
    const top = section.current?.getBoundingClientRect().top ?? 0;
    if (top < 0 || top > innerHeight / 2) section.current?.scrollIntoView({ block: 'start' });
    heading.current?.focus({ preventScroll: true });
  }, [navigated]);
  const headingElement = (
    <h1 id={`${id}-title`} part="page-title" tabIndex={-1} ref={heading}>
      {title}
    </h1>
  );
  return (
    <section part="page" aria-labelledby={`${id}-title`} ref={section}>
      {member ? (
        <div part="top-bar member-card">
          <span part="avatar" aria-hidden="true">
            {member.initial}
          </span>
          <div part="member-name">
            {headingElement}
            {member.details}
          </div>
        </div>
      ) : (
        <div part="top-bar">
          <a part="back" href={accountHash(DASHBOARD)}>
            <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
              <path d="M15 5l-7 7 7 7" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
            </svg>
            <span part="back-label">{t('page.back')}</span>
          </a>
          {headingElement}
          {submits ? (
            <button type="submit" form={submits} part="button button-primary bar-submit">
              {t('account.save')}
            </button>
          ) : null}
        </div>
      )}
      {actions ? <div part="page-actions">{actions}</div> : null}
      {children}
    </section>
  );
}
