/**
 * English texts of the screens after Login (Qrcode, Registry, Verify, ForgetPassword,
 * ResetPassword, ProfileComplete), of the rules only their fields (and the member area's) can
 * break, and of what a flow's answer says (the errors but the network's, the dialogs): fetched with
 * those screens and with the flows, not on the way to Login. This catalogue defines the keys: every
 * other language's is typed `LaterCatalogue`.
 */
export const laterEn = {
  // Qrcode
  'qrcode.instructions': 'Open the app on your phone and scan the QR code to log in.',
  'qrcode.image': 'QR code for logging in with the app',
  'qrcode.scanned': 'Scan completed, please finish on your phone',
  'qrcode.connection': 'Please check your connection and try again.',
  'qrcode.rescan': 'Rescan',
  'qrcode.passwordSwitch': 'Log in with password',

  // Registry
  'registry.agreePrefix': 'I have read and agree to the',
  'registry.terms': 'Terms of Use',
  'registry.and': 'and',
  'registry.privacy': 'Privacy Policy',
  'registry.haveAccount': 'Already have an account?',
  'registry.login': 'Log in now',

  // Verify
  'verify.sentBySms': 'An OTP has been sent to {phone} by SMS',
  'verify.sentByWhatsapp': 'An OTP has been sent to {phone} by WhatsApp',
  'verify.sentByEmail': 'An OTP has been sent to {target} by email',
  'verify.changeNumber': 'Change number',
  'verify.code': 'Verification code',
  'verify.resend': 'Resend OTP',
  'verify.resendIn': 'Resend OTP in {seconds}s',
  'verify.agree': 'I agree to receive the code on this number',
  'verify.agreeRequired': 'Please agree to receive the code on this number.',

  // ForgetPassword and ResetPassword
  'forget.loginName': 'Email or phone number',
  'reset.newPassword': 'New password',
  'reset.hintLength': '8-20 characters',
  'reset.hintMix': 'Letters, numbers and special characters',
  'reset.hintLocalLength': 'At least 8 characters, no spaces',
  'reset.hintLocalMix': 'Letters, numbers and symbols',
  'reset.hintNistLength': '{min}-{max} characters',
  'reset.hintNistAny': 'Any letters, spaces and symbols: a few words you remember make a good password',
  'reset.hintKeyCap': 'At most {max} characters: the longest this site can encrypt',
  'reset.success': 'Your password has been reset',
  'reset.goShopping': 'Go Shopping ({seconds}s)',
  'reset.secondVerification': 'For your security, please verify your identity before resetting the password.',
  'reset.breachedNotice': 'Your password has appeared in a data breach, so others may know it. To keep your account safe, please set a new one.',

  // ProfileComplete
  'profile.nickname': 'Nickname',
  'profile.password': 'Password',
  'profile.guestPassword': 'Your account was made from your guest orders: set a password to keep them safe. You can then log in with your e-mail and this password.',
  'profile.gender': 'Gender',
  'profile.male': 'Male',
  'profile.female': 'Female',
  'profile.birthday': 'Birthday',
  'profile.year': 'Year',
  'profile.month': 'Month',
  'profile.date': 'Day',

  // Field rules (spec section 5) of the later screens' fields and the member area's
  'rule.passwordSymbols': 'Password can only include ~.!@#$%^&*<> symbols',
  'rule.passwordMix': 'Password should contain alphabets, numbers and special characters',
  'rule.passwordLocal': 'Password must be at least 8 characters with letters, numbers and symbols, and no spaces',
  'rule.passwordLegacy': 'Password must be 6-50 characters with letters and numbers',
  'rule.passwordSameAsOld': 'The new password must be different from the current one',
  'rule.passwordBreached': 'This password has appeared in a data breach, so others may know it. Please choose another.',
  'rule.passwordCommon': 'This password is too common. Please choose another.',
  'rule.passwordNistShort': 'Please use at least {min} characters.',
  'rule.passwordTooLong': 'This password is too long: please use at most {max} characters.',
  'rule.passwordMismatch': 'The passwords do not match',
  'rule.nameLength': 'The length of the name should be 2-50 characters.',
  'rule.nameSpecial': 'The name cannot contain special characters.',
  'rule.nameLengthPh': 'The length of the name should be 5-50 characters.',
  'rule.nameWordsPh': 'Please enter at least 2 words.',
  'rule.nameDigitsPh': 'The name cannot contain numbers.',
  'rule.emailLength': 'The length of Email should be 6-60 characters.',
  'rule.emailInvalid': 'Please enter a valid email address.',
  'rule.emailRegistered': 'This email is already registered',
  'rule.emailSameAsOld': 'The new email must be different from the current one',
  'rule.phoneSameAsOld': 'The new mobile number must be different from the current one',
  'rule.addressLength': 'The length of the address should be 5-350 characters.',
  'rule.addressEmail': 'The address cannot contain an email address.',
  'rule.addressDigits': 'The address cannot contain only numbers.',
  'rule.postcode': 'Please enter a valid postcode.',
  'rule.choose': 'Please make a selection.',
  'rule.taxIdLength': 'The tax ID should be at most 100 characters.',
  'rule.branchIdLength': 'The branch ID should be at most 100 characters.',
  'rule.birthdayFormat': 'Please enter the date in a valid format.',
  'rule.birthdayInvalid': 'Please select a correct birthday',
  'rule.agreeTerms': 'You should agree to our Terms of Use and Privacy Policy.',

  // What answers say: the errors, the restore and retry-later dialogs, the challenge question. An
  // action waits for these texts as it waits for the flows (`answerTexts`, ui/actions.ts), so
  // they are not on the way to Login.

  // Restore-account dialog
  'restore.title': 'Restore your account',
  'restore.notice': 'Your account is pending deletion. Restore it to keep shopping with it.',
  'restore.success': 'Your account has been restored',
  // The question when the browser blocked the anti-bot challenge window (opened after an answer, not in a click)
  'challenge.title': 'Security check',
  'challenge.text': "To confirm you're not a robot, a new window will open. Finish the check there and we'll carry on here.",
  'challenge.continue': 'Continue',
  'login.passkeyFailed': 'That passkey did not work. Try again, or log in another way.',
  'login.passkeyUnsupported': 'This browser cannot use your passkey on this site. Log in another way.',

  // Errors (spec section 8)
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

export type LaterKey = keyof typeof laterEn;
export type LaterCatalogue = { readonly [K in LaterKey]: string };
