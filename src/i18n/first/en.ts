/**
 * English texts on the way to Login: the shell, the titles, Login with both its tabs, the dialogs
 * over the popup, the rules Login's fields can break and the errors. The texts of the later screens
 * are apart (later/laterEn.ts), fetched with those screens. This catalogue defines the keys: every other
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
  'thirdParty.title': 'Or log in with',
  'thirdParty.facebook': 'Facebook',
  'thirdParty.google': 'Google',

  // Restore-account dialog
  'restore.title': 'Restore your account',
  'restore.notice': 'Your account is pending deletion. Restore it to keep shopping with it.',
  'restore.success': 'Your account has been restored',

  // The question when the browser blocked the anti-bot challenge window (opened after an answer, not in a click)
  'challenge.title': 'Security check',
  'challenge.text': "To confirm you're not a robot, a new window will open. Finish the check there and we'll carry on here.",
  'challenge.continue': 'Continue',

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
  'error.thirdParty': 'Third-party login failed, please check the connection with Facebook/Google.',
  'error.thirdPartySuspended': 'Login with this account is temporarily suspended for your security. Please choose another login method.',
  'error.coolingPeriod': 'A new account cannot be registered with the credentials of a recently deleted account. Please contact customer service.',
  'error.notLogin': 'Sorry, you have not login',
  'error.runtime': 'runtime error',
  'error.somethingWrong': 'Something went wrong, please try again later',
  // 'Verification failed' / 'Verification Failed' (spec section 8, "other messages"): one message in
  // two spellings, the first for a code the service refused without a message, the second for the
  // anti-bot slider challenge that was not passed.
  'error.verificationFailed': 'Verification failed',
  'error.challengeFailed': 'Verification Failed',
  'error.passwordSpecial': 'Password should not contain special characters',
  'error.verificationRejected': 'The verification was rejected.',
  'error.requestExpired': 'The request has expired, please send it again.',
  'error.sessionExpired': 'Your session has expired, please log in again.',
  'error.checkoutFaulty': 'The checkout system is busy, please try again later.',
  'error.sliderFaulty': 'The verification system is busy, please try again later.',
  'error.guestResendNetwork': 'Please check your network and resend.',
  'error.trafficLimit': 'Too many people are trying right now. Please try again later.',
  'error.retryLater': 'Retry later',
  'help.centre': 'Help Centre',
} as const;

/** The default export of every language's texts on the way to Login, for a loader of one shape (firstTexts.ts). */
export default firstEn;

export type FirstKey = keyof typeof firstEn;
export type FirstCatalogue = { readonly [K in FirstKey]: string };
