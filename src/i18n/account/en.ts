/**
 * The member area's English texts on its dashboard: its frame, menu and dashboard, the titles and
 * skeletons of its other pages, and what the page side says after any page's action
 * (carryOutAccount.ts). The texts of the other pages are apart (../accountPages/pagesEn.ts), fetched
 * with those pages, as the popup's later screens' are. This catalogue defines the dashboard's keys:
 * every other language's is typed `AccountDashboardCatalogue`, so a missing or extra key fails the
 * type-check. The member area shows these beside the popup's texts on the way to Login (its common
 * buttons and errors). `dashboard.nickname` … `dashboard.birthday` are the popup's ProfileComplete
 * words (`profile.*`, later/), repeated here so that the dashboard does not fetch the popup's later
 * texts (test/i18n.test.ts keeps them equal).
 */
export const accountEn = {
  'account.title': 'My account',
  'account.loading': 'Loading your account',
  'account.loadFailed': 'Your account could not be loaded.',
  'account.retry': 'Try again',
  'account.loggedOut.title': 'You are not logged in',
  'account.loggedOut.text': 'Log in to see your profile, addresses and orders.',
  'account.loggedOut.login': 'Log in',
  'account.save': 'Save',
  'account.edit': 'Edit',
  'account.notSet': 'Not set',

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
  'menu.groupSecurity': 'Account security',
  'menu.groupHelp': 'Help and policies',
  'page.back': 'Back to My account',
  'logout.title': 'Log out?',
  'logout.notice': 'You will need to log in again to see your profile and your orders.',
  'logout.done': 'You are logged out.',

  // Dashboard
  'dashboard.hello': 'Hello, {name}',
  'dashboard.personal': 'Personal profile',
  'dashboard.email': 'Email',
  'dashboard.phone': 'Mobile',
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

  // Address book
  'menu.addresses': 'Address book',
  'dashboard.addresses': 'Addresses',
  'dashboard.defaultShipping': 'Default shipping address',
  'dashboard.defaultBilling': 'Default billing address',
  'dashboard.noAddress': 'No default address yet.',
  'dashboard.addAddress': 'Add an address',
  'dashboard.nickname': 'Nickname',
  'dashboard.gender': 'Gender',
  'dashboard.male': 'Male',
  'dashboard.female': 'Female',
  'dashboard.birthday': 'Birthday',
  'address.title': 'Address book',
  'address.newTitle': 'New address',
  'address.editTitle': 'Edit address',
  'address.defaultShipping': 'Default shipping',
  'address.defaultBilling': 'Default billing',
  'address.deleted': 'The address is deleted.',
  'address.saved': 'The address is saved.',
  'address.defaultSaved': 'Your default address is changed.',

  // Orders
  'orders.title': 'My orders',
  'orders.number': 'Order number',
  'orders.placedOn': 'Placed on',
  'orders.moreItems': '+{count} more',
  'orders.empty': 'You have no orders yet.',
  'orders.emptyFiltered': 'No order was placed in these dates.',
  'orders.shop': 'Start shopping',
  'orders.status.PENDING': 'To pay',
  'orders.status.PROCESSING': 'To ship',
  'orders.status.SHIPPED': 'To receive',
  'orders.status.DELIVERED': 'Delivered',
  'orders.status.CANCELLED': 'Cancelled',
  'orders.status.RETURNED': 'Returned',
  'orders.copy': 'Copy order number',
  'orders.copied': 'Copied',
  'orders.copyFailed': 'The number is selected: copy it from your keyboard or menu.',
  'orders.viewDetails': 'View details',
  'orders.detailTitle': 'Order details',
  'orders.all': 'All',
  'orders.byStatus': 'Orders by status',
  'orders.emptyStatus': 'You have no orders with this status.',
  'orders.total': 'Order total',

  // Settings
  'settings.title': 'Settings',
  'settings.newsletter': 'Newsletter by email',
  'settings.sms': 'Promotions by SMS',
  'settings.preferenceSaved': 'Your language and region are saved for 30 days.',

  // Account security: the menu
  'menu.email': 'Change email',
  'menu.mobile': 'Add or change mobile',
  'menu.password': 'Change password',
  'menu.devices': 'Devices',
  'menu.delete': 'Delete account',

  // Change password, mobile, email
  'security.done.password': 'Your password has been changed.',
  'security.done.phone': 'Your mobile number has been changed.',
  'security.done.email': 'Your email address has been changed.',
  'security.done.devices': 'Signed out.',
  'password.title': 'Change password',
  'mobile.title': 'Add or change mobile',
  'email.title': 'Change email',

  // Devices
  'devices.title': 'Devices',

  // Delete account
  'delete.title': 'Delete account',
  'delete.pendingTitle': 'Your account will be deleted',
  'delete.pending': 'Your account will be deleted on {date}. Log in before then to restore it.',
  'account.offline': "You're offline. Check your connection, then try again.",
  'account.slow': 'This is taking too long. Check your connection, then try again.',
} as const;

export type AccountDashboardKey = keyof typeof accountEn;
export type AccountDashboardCatalogue = { readonly [K in AccountDashboardKey]: string };
