/**
 * English texts on the way to Login: the shell, the titles, Login with both its tabs, the rules
 * Login's fields can break and the network's errors (a chunk that did not come). The texts of the
 * later screens and of what a flow's answer says are apart (later/laterEn.ts), fetched with those
 * screens and with the flows. This catalogue defines the keys: every other
 * language's is typed `FirstCatalogue`, so a missing or extra key fails the type-check. `{name}`
 * marks a value filled in by `format`.
 */
export const firstEn = {
  // Shell
  'popup.close': 'Close',
  'popup.back': 'Back',
  'popup.loading': 'Loading',
  'popup.notifications': 'Notifications',
  'popup.stillWorking': 'Still working… You can wait or cancel.',
  'common.confirm': 'Confirm',
  'common.cancel': 'Cancel',
  'common.fillInLater': 'Fill in Later',

  // Screen titles
  'title.Login': 'Log in',
  'title.Qrcode': 'Log in with QR code',
  'title.Registry': 'Sign up',
  'title.Verify': 'Verify your phone number',
  'title.VerifyEmail': 'Verify your email address',
  'title.ForgetPassword': 'Forgot password',
  'title.ResetPassword': 'Reset password',
  'title.ProfileComplete': 'Complete your profile',

  // Login
  'login.tab.password': 'Password',
  'login.tab.code': 'Phone code',
  'login.loginName': 'Phone or Email',
  'login.password': 'Password',
  'login.showPassword': 'Show password',
  'login.capsLock': 'Caps Lock is on',
  'login.forgotPassword': 'Forgot password?',
  'login.submit': 'Log in',
  'login.signupHint': "Don't have an account?",
  'login.signup': 'Sign up',
  'login.phonePrefix': 'Country code',
  'login.phone': 'Phone number',
  'login.sendCodeVia': 'Send code via {channel}',
  'login.qrSwitch': 'Log in with QR code',
  'login.qrTooltip': 'Scan to log in faster with the app',
  'login.tabs': 'Ways to log in',
  'login.passkey': 'Sign in with a passkey',
  'thirdParty.title': 'Or log in with',
  'thirdParty.facebook': 'Facebook',
  'thirdParty.google': 'Google',

  // Field rules (spec section 5)
  'rule.required': "You can't leave this empty.",
  'rule.phoneInvalid': 'Please enter a valid phone number.',
  'rule.loginNameLength': 'The length of the Phone or Email should be 6-60 characters.',
  'rule.passwordLength': 'The length of Password should be 8 - 20 characters.',
  'rule.codeLength': 'Please enter the {length}-digit code.',

  // Errors (spec section 8)
  'error.network': 'Network error, please try again later',
  // The spec writes the member host's fallback two ways, 'Network error' (its login-failure row) and
  // 'Network Error' (any other call): one message, spelled as the spec spells it where each is used.
  // The gateway's own rule (system codes, no message) keeps the long 'error.network' above.
  'error.loginFallback': 'Network error',
  'error.callFallback': 'Network Error',
} as const;

/** The default export of every language's texts on the way to Login, for a loader of one shape (firstTexts.ts). */
export default firstEn;

export type FirstKey = keyof typeof firstEn;
export type FirstCatalogue = { readonly [K in FirstKey]: string };
