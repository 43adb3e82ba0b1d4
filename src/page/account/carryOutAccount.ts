/**
 * Carries out what the member area's flows answered, in one place: what is known of the member goes
 * into the store, a saved form's draft is dropped, the page moves on (its route state, which the
 * element puts in the URL's hash, so that back works), the shopper is told, and the host page hears of it (`account-change`, `logout`).
 */
import type { AccountAnswer } from '../../flows/account/answers.ts';
import type { AccountOverview } from '../../flows/account/model.ts';
import { emit } from '../../events.ts';
import { accountTranslator, loadAccountCatalogue, type AccountTranslate } from '../../i18n/accountCatalogue.ts';
import { resolveLocale } from '../../config/locale.ts';
import { attributesAtom } from '../../state/attributes.ts';
import {
  accountStatusAtom,
  addressDraftsAtom,
  forgetVisitAtom,
  passkeysAtom,
  profileDraftAtom,
  reloadAccountAtom,
  requestedPageAtom,
  securityAtom,
} from '../../state/account.ts';
import type { AccountPage } from '../../state/accountRoutes.ts';
import { showToastAtom } from '../../state/atoms.ts';
import { resetLegacyMergeAtom } from '../../state/legacyMerge.ts';
import type { PopupStore } from '../../state/store.ts';
import { browserPage } from '../browserPage.ts';
import { PREFERENCE_CHANGE_EVENT } from '../../config/preference.ts';
import { writePreference } from '../../security/preferenceCookie.ts';
import { LoginDeclined, loginThroughPopup } from './loginThroughPopup.ts';

export interface AccountTarget {
  readonly host: HTMLElement;
  readonly store: PopupStore;
}

/**
 * Moves to `page` through the route state (the element puts it in the URL). After a saved form,
 * `replace` puts the page in the form's place in the history, so that Back does not open the form
 * again (empty, its draft dropped).
 */
function goTo(store: PopupStore, page: AccountPage, replace = false): void {
  store.set(requestedPageAtom, { page, replace });
}

function updateOverview(store: PopupStore, change: (overview: AccountOverview) => AccountOverview): void {
  const status = store.get(accountStatusAtom);
  if (status.kind === 'ready') store.set(accountStatusAtom, { kind: 'ready', overview: change(status.overview) });
}

const toast = (store: PopupStore, text: string) => store.set(showToastAtom, { kind: 'success', text });

export async function carryOutAccount({ host, store }: AccountTarget, answer: AccountAnswer, t: AccountTranslate): Promise<void> {
  switch (answer.type) {
    case 'overview':
      store.set(accountStatusAtom, { kind: 'ready', overview: answer.overview });
      return;
    case 'loggedOut':
      store.set(accountStatusAtom, { kind: 'loggedOut' });
      store.set(profileDraftAtom, undefined);
      store.set(addressDraftsAtom, {});
      store.set(forgetVisitAtom);
      // The next member to log in through this element sees nothing of this one's merge offer.
      store.set(resetLegacyMergeAtom);
      if (answer.byMember) {
        toast(store, t('logout.done'));
        emit(host, 'logout', {});
      }
      return;
    case 'logIn':
      // Not awaited: the action is over once the login shows; the account loads after it.
      loginThroughPopup(host, store).then(
        () => store.set(reloadAccountAtom),
        (error: unknown) => {
          if (!(error instanceof LoginDeclined)) console.error('member-account: the login could not be shown', error);
        },
      );
      return;
    case 'profileSaved':
      updateOverview(store, (overview) => ({ ...overview, profile: answer.profile }));
      store.set(profileDraftAtom, undefined);
      toast(store, t('profile.saved'));
      emit(host, 'account-change', { what: 'profile', change: 'saved' });
      goTo(store, { name: 'dashboard' }, true);
      return;
    case 'preferenceChosen':
      writePreference(answer.region, answer.language, { path: '/' });
      // Both elements follow it: each reads the cookie again (elements/memberElement.ts).
      document.dispatchEvent(new CustomEvent(PREFERENCE_CHANGE_EVENT));
      // Said in the language the element speaks from now on (its own attribute still wins over the choice).
      void loadAccountCatalogue(resolveLocale(store.get(attributesAtom), answer).language).then(
        (catalogue) => toast(store, accountTranslator(catalogue)('settings.preferenceSaved')),
        () => toast(store, t('settings.preferenceSaved')),
      );
      emit(host, 'account-change', { what: 'preferences', change: 'languageRegion' });
      return;
    case 'addresses': {
      updateOverview(store, (overview) => ({ ...overview, addresses: answer.addresses }));
      if (answer.change === 'saved') {
        const saved = answer.draft ?? answer.id;
        store.set(addressDraftsAtom, ({ [saved]: _saved, ...rest }) => rest);
        goTo(store, { name: 'addresses' }, true);
      }
      toast(store, t(answer.change === 'saved' ? 'address.saved' : answer.change === 'deleted' ? 'address.deleted' : 'address.defaultSaved'));
      emit(host, 'account-change', { what: answer.change === 'default' ? 'defaultAddress' : 'address', change: answer.change, id: answer.id });
      return;
    }
    case 'codeSent':
      // The page asks for the code next; nothing changed yet.
      return;
    case 'passkeys':
      store.set(passkeysAtom, answer.passkeys);
      toast(store, t(`passkeys.done.${answer.change}`));
      emit(host, 'account-change', { what: 'passkeys', change: answer.change, id: answer.id });
      return;
    case 'passkeyNotAdded':
      store.set(showToastAtom, { kind: 'error', text: t(`passkeys.notAdded.${answer.reason}`) });
      return;
    case 'securityChanged': {
      if (answer.security) store.set(securityAtom, answer.security);
      toast(store, t(`security.done.${answer.change}`));
      emit(host, 'account-change', { what: answer.change, ...(answer.change === 'devices' ? { change: 'signedOut' } : { change: 'saved' }) });
      if (answer.change === 'devices') return;
      // The dashboard shows the phone and e-mail as the service masks them: as they are now.
      const { security } = answer;
      if (security) updateOverview(store, (overview) => ({ ...overview, profile: { ...overview.profile, email: security.email, phone: security.phone } }));
      goTo(store, { name: 'dashboard' });
      return;
    }
    case 'deletionRequested':
      store.set(accountStatusAtom, { kind: 'deletionPending', endsAt: answer.endsAt });
      store.set(profileDraftAtom, undefined);
      store.set(addressDraftsAtom, {});
      store.set(forgetVisitAtom);
      store.set(securityAtom, undefined);
      store.set(passkeysAtom, undefined);
      store.set(resetLegacyMergeAtom);
      emit(host, 'account-change', { what: 'deletion', change: 'requested' });
      emit(host, 'logout', {});
      return;
    case 'leave':
      browserPage.assign(answer.url);
      return;
    case 'preferencesSaved':
      updateOverview(store, (overview) => ({ ...overview, profile: answer.profile }));
      emit(host, 'account-change', { what: 'preferences', change: answer.change });
      return;
  }
}
