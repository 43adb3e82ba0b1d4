/**
 * The member area's pages other than the dashboard: what `accountPages.ts` makes a chunk of, fetched
 * while the browser is idle after the dashboard painted, or when the member goes to one of them
 * (`pageHooks.ts`). The dashboard's path holds only the dashboard and its frame. The orders' styles
 * that only these pages show join the member area's sheet as this module runs, before any of them
 * renders (`styles.ts`).
 */
import { ORDER_FILTER_CSS, ORDER_PAGE_CSS } from './styles/orderPageStyles.ts';
import { addAccountStyles } from './styles/styles.ts';

addAccountStyles({ orderPage: ORDER_PAGE_CSS, orderFilter: ORDER_FILTER_CSS });

export { AddressBook } from './pages/AddressBook.tsx';
export { AddressForm } from './pages/AddressForm.tsx';
export { EditProfile } from './pages/EditProfile.tsx';
export { OrderDetail } from './pages/OrderDetail.tsx';
export { Orders } from './pages/Orders.tsx';
export { Settings } from './pages/Settings.tsx';
