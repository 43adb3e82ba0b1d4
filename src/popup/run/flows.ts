/**
 * The flows the popup's screens run, by name: what `useAction` and `useFlows` hand to them. The
 * e-mail sign-up's, the reset's and the QR login's come with their own chunks (flowsBeside.ts).
 */
export { deliveryChannels, FALLBACK_CHANNELS, resendPhoneCode, sendPhoneCode, verifyPhoneCode } from '../../flows/phoneCode.ts';
export { loginWithPassword } from '../../flows/passwordLogin.ts';
export { loginWithPasskey } from '../../flows/passkeyLogin.ts';
export { loginWithFacebook, startGoogleLogin } from '../../flows/thirdParty.ts';
export { restoreAccount } from '../../flows/restore.ts';
export { saveBaseInfo, saveOtherInfo } from '../../flows/profile.ts';
export { endJourney } from '../../flows/nextStep.ts';
export { passwordPolicy } from '../../flows/passwordPolicy.ts';
