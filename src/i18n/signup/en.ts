/**
 * The sign-up's own English texts: the phone or e-mail choice of Registry, the e-mail sign-up, the
 * guest page's variant and the claimed guest orders. They come with the sign-up's code, not with
 * the catalogue on the way to Login. This catalogue defines the keys: every other language's is
 * typed `SignupCatalogue`, so a missing or extra key fails the type-check.
 */
export const signupEn = {
  'signup.tabs': 'Sign up with',
  'signup.tab.phone': 'Phone',
  'signup.tab.email': 'Email',
  'signup.email': 'Email address',
  'signup.sendCode': 'Send code',
  'signup.codeSent': 'We have sent an email to {email}. Enter the code from it and choose a password.',
  'signup.loginCodeSent': 'We have sent an email to {email}. Enter the code from it to log in.',
  'signup.changeEmail': 'Change email',
  'signup.create': 'Create account',
  'signup.login': 'Log in',
  'signup.haveAccount': 'Already have an account with this email?',
  'signup.loginByCode': 'Log in with a code instead',
  'signup.guestTitle': 'Claim your orders',
  'signup.guestIntro': 'Checked out as a guest? Sign up with the email address of your order and find your orders in your account.',
  'signup.guestOrders': 'Your guest orders ({count}) are now in your account.',
  'signup.seeOrders': 'See my orders',
} as const;

export type SignupMessageKey = keyof typeof signupEn;
export type SignupCatalogue = { readonly [K in SignupMessageKey]: string };
