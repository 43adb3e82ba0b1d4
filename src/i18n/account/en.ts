/**
 * The member area's English texts. This catalogue defines the member area's keys: every other
 * language's is typed `AccountCatalogue`, so a missing or extra key fails the type-check. The member
 * area shows these beside the popup's own catalogue (its rules, common buttons and errors).
 */
export const accountEn = {
  'account.title': 'My account',
  'account.loading': 'Loading your account',
  'account.loadFailed': 'Your account could not be loaded.',
  'account.retry': 'Try again',
  'account.loggedOut.title': 'You are not logged in',
  'account.loggedOut.text': 'Log in to see your profile and your orders.',
  'account.loggedOut.login': 'Log in',
  'account.save': 'Save',
  'account.edit': 'Edit',
  'account.notSet': 'Not set',
  'account.optional': '{label} (optional)',
  'account.unsavedKept': 'Your unsaved changes are kept.',
  'account.discard': 'Discard changes',

  // The menu
  'menu.label': 'My account menu',
  'menu.profile': 'My profile',
  'menu.editProfile': 'Edit profile',
  'menu.orders': 'My orders',
  'menu.settings': 'Settings',
  'menu.policies': 'Policies',
  'menu.help': 'Help',
  'menu.feedback': 'Feedback',
  'menu.logout': 'Log out',
  'logout.title': 'Log out?',
  'logout.notice': 'You will need to log in again to see your profile and your orders.',
  'logout.done': 'You are logged out.',

  // Dashboard
  'dashboard.hello': 'Hello, {name}',
  'dashboard.personal': 'Personal profile',
  'dashboard.email': 'Email',
  'dashboard.phone': 'Mobile',
  'dashboard.level': 'Member level',
  'dashboard.latestOrders': 'Latest orders',
  'dashboard.allOrders': 'See all orders',
  'dashboard.promotions': 'Promotions',
  'dashboard.subscribed': 'Subscribed',
  'dashboard.notSubscribed': 'Not subscribed',
  'level.TRUSTED': 'Trusted member',
  'level.NORMAL': 'Member',
  'level.VIP': 'VIP member',

  // Edit profile
  'profile.title': 'Edit profile',
  'profile.fullName': 'Full name',
  'profile.saved': 'Your profile is saved.',
  'profile.nicknameLength': 'The nickname can be at most {max} characters.',

  // Orders
  'orders.title': 'My orders',
  'orders.number': 'Order number',
  'orders.placedOn': 'Placed on',
  'orders.moreItems': '+{count} more',
  'orders.empty': 'You have no orders yet.',
  'orders.emptyFiltered': 'No order was placed in these dates.',
  'orders.shop': 'Start shopping',
  'orders.filter': 'Filter by date',
  'orders.from': 'From',
  'orders.to': 'To',
  'orders.apply': 'Apply',
  'orders.clear': 'Clear',
  'orders.rangeInvalid': 'The start date must be before the end date.',
  'orders.previous': 'Previous',
  'orders.next': 'Next',
  'orders.page': 'Page {page} of {pages}',
  'orders.status.PENDING': 'To pay',
  'orders.status.PROCESSING': 'To ship',
  'orders.status.SHIPPED': 'To receive',
  'orders.status.DELIVERED': 'Delivered',
  'orders.status.CANCELLED': 'Cancelled',
  'orders.status.RETURNED': 'Returned',

  // Settings
  'settings.title': 'Settings',
  'settings.promotions': 'Promotions',
  'settings.newsletter': 'Newsletter by email',
  'settings.newsletterHint': 'Deals and news in your inbox.',
  'settings.sms': 'Promotions by SMS',
  'settings.smsHint': 'Flash sales and vouchers on your mobile.',
  'settings.savedOn': 'Saved: you will receive it.',
  'settings.savedOff': 'Saved: you will not receive it.',
  'settings.saveFailed': 'Your choice could not be saved, so it is back as it was.',
  'settings.preference': 'Language and region',
  'settings.language': 'Language',
  'settings.region': 'Region',
  'settings.preferenceSaved': 'Your language and region are saved for 30 days.',
} as const;

export type AccountMessageKey = keyof typeof accountEn;
export type AccountCatalogue = { readonly [K in AccountMessageKey]: string };
