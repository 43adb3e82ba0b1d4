/** The sign-up's Vietnamese texts (keys: en.ts). */
import type { SignupCatalogue } from './en.ts';

export const signupVi: SignupCatalogue = {
  'signup.tabs': 'Đăng ký bằng',
  'signup.tab.phone': 'Điện thoại',
  'signup.tab.email': 'Email',
  'signup.email': 'Địa chỉ email',
  'signup.sendCode': 'Gửi mã',
  'signup.codeSent': 'Chúng tôi đã gửi email đến {email}. Hãy nhập mã trong email và đặt mật khẩu.',
  'signup.loginCodeSent': 'Chúng tôi đã gửi email đến {email}. Hãy nhập mã trong email để đăng nhập.',
  'signup.changeEmail': 'Đổi email',
  'signup.create': 'Tạo tài khoản',
  'signup.login': 'Đăng nhập',
  'signup.haveAccount': 'Đã có tài khoản với email này?',
  'signup.loginByCode': 'Đăng nhập bằng mã',
  'signup.guestTitle': 'Nhận đơn hàng của bạn',
  'signup.guestIntro': 'Đã đặt hàng với tư cách khách? Đăng ký bằng địa chỉ email của đơn hàng để thấy đơn hàng trong tài khoản.',
  'signup.guestOrders': 'Đơn hàng khách của bạn ({count}) đã có trong tài khoản.',
  'signup.seeOrders': 'Xem đơn hàng của tôi',
};
