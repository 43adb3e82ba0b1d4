/**
 * Account security's pages, the verification and its answers' forms: what `securityPages.ts` makes
 * a chunk of. The grocery-brand merge's dialog stands on this module as a whole (`merge/mergeParts.ts`):
 * a chunk that reaches only some of the modules another chunk holds makes esbuild cut that chunk
 * anew, and the files the popup fetches were laid out anew with it (+0.9 KB to a password login,
 * +11 KB to the dashboard, measured). Its styles join the member area's sheet as it runs, before
 * any of its parts renders (`styles.ts`): the dashboard does not fetch them.
 */
import { addAccountStyles } from '../../styles/styles.ts';
import { SECURITY_CSS } from '../../styles/securityStyles.ts';

addAccountStyles({ security: SECURITY_CSS });

export { ChangeEmail } from './ChangeEmail.tsx';
export { ChangeMobile } from './ChangeMobile.tsx';
export { ChangePassword } from './ChangePassword.tsx';
export { DeleteAccount } from './DeleteAccount.tsx';
export { Devices } from './Devices.tsx';
export { Passkeys } from './Passkeys.tsx';
export { PasskeyOffer } from './PasskeyOffer.tsx';
export { VerificationDialog } from '../../verify/VerificationDialog.tsx';
export { VerificationPage } from '../../verify/VerificationPage.tsx';
export { CodeForm, SecretForm } from '../../verify/AnswerForms.tsx';
