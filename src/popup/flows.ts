/** Every flow the popup's screens run, by name: what `useAction` and `useFlows` hand to them. */
export { deliveryChannels, FALLBACK_CHANNELS, resendPhoneCode, sendPhoneCode, verifyPhoneCode } from '../flows/phoneCode.ts';
export { loginWithPassword } from '../flows/passwordLogin.ts';
export { loginWithFacebook, startGoogleLogin } from '../flows/thirdParty.ts';
export { restoreAccount } from '../flows/restore.ts';
export { loginWithQrToken, startQrLogin } from '../flows/qrLogin.ts';
export { resendResetCode, resetPassword, startPasswordReset, verifyResetCode } from '../flows/passwordReset.ts';
export { saveBaseInfo, saveOtherInfo } from '../flows/profile.ts';
export { endJourney } from '../flows/nextStep.ts';
