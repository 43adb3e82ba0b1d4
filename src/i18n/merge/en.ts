/**
 * The legacy grocery-brand merge's English texts: the dialog and the dashboard's notice. They are a
 * chunk of their own per language, fetched only when a merge is offered (`i18n/mergeCatalogue.ts`);
 * every other language's is typed `MergeCatalogue`, so a missing or extra key fails the type-check.
 */
export const mergeEn = {
  'merge.title': 'Bring your {brand} account over',
  'merge.found.EMAIL': 'We found a {brand} account with your email address {shared}.',
  'merge.found.PHONE': 'We found a {brand} account with your mobile number {shared}.',
  'merge.whatMoves': 'What moves to this account',
  'merge.orders': 'Orders',
  'merge.addresses': 'Addresses',
  'merge.vouchers': 'Vouchers',
  'merge.prove': 'First, confirm that the {brand} account is yours.',
  'merge.proof.PASSWORD': 'With its password',
  'merge.proof.EMAIL': 'With a code by email to {shared}',
  'merge.proof.SMS': 'With a code by SMS to {shared}',
  'merge.otherProof': 'Or confirm it another way',
  'merge.password': '{brand} password',
  'merge.sendCode': 'Send code',
  'merge.resend': 'Send again',
  'merge.resendIn': 'Send again in {seconds}s',
  'merge.proved': 'Your {brand} account is confirmed.',
  'merge.confirmText': 'Merge it now? Its orders, addresses and vouchers move to this account. This cannot be undone.',
  'merge.confirm': 'Merge accounts',
  'merge.notNow': 'Not now',
  'merge.close': 'Close',
  'merge.doneTitle': 'Accounts merged',
  'merge.done': 'Your {brand} orders, addresses and vouchers are now in this account.',
  'merge.moved': 'Moved to this account',
  'merge.seeOrders': 'See my orders',
  'merge.postponed': 'We will ask you again on {date}.',
  'merge.wrongPassword': 'The password of the {brand} account is incorrect.',
  'merge.proofExpired': 'Your confirmation has expired. Please confirm the {brand} account again.',
  'merge.gone': 'This {brand} account can no longer be merged: it may have been merged already.',
  'merge.codeUnavailable': 'We could not send a code this way. Please try again later, or confirm the {brand} account another way.',
  'merge.notice': 'You also have a {brand} account, with its own orders, addresses and vouchers. Merge it into this account to see everything in one place.',
  'merge.noticeOpen': 'Merge my {brand} account',
} as const;

export type MergeMessageKey = keyof typeof mergeEn;
export type MergeCatalogue = { readonly [K in MergeMessageKey]: string };
