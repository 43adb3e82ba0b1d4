/** The sign-up's Chinese texts (keys: en.ts). */
import type { SignupCatalogue } from './en.ts';

export const signupZh: SignupCatalogue = {
  'signup.tabs': '注册方式',
  'signup.tab.phone': '手机',
  'signup.tab.email': '邮箱',
  'signup.email': '邮箱地址',
  'signup.sendCode': '发送验证码',
  'signup.codeSent': '我们已向 {email} 发送了一封邮件。请输入邮件中的验证码并设置密码。',
  'signup.loginCodeSent': '我们已向 {email} 发送了一封邮件。请输入邮件中的验证码以登录。',
  'signup.changeEmail': '更换邮箱',
  'signup.create': '创建账户',
  'signup.login': '登录',
  'signup.haveAccount': '此邮箱已有账户？',
  'signup.loginByCode': '改用验证码登录',
  'signup.guestTitle': '认领您的订单',
  'signup.guestIntro': '以访客身份下过单？使用下单时的邮箱地址注册，即可在账户中找到您的订单。',
  'signup.guestOrders': '您的访客订单（{count}）现已在您的账户中。',
  'signup.seeOrders': '查看我的订单',
};
