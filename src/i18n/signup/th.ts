/** The sign-up's Thai texts (keys: en.ts). */
import type { SignupCatalogue } from './en.ts';

export const signupTh: SignupCatalogue = {
  'signup.tabs': 'สมัครด้วย',
  'signup.tab.phone': 'โทรศัพท์',
  'signup.tab.email': 'อีเมล',
  'signup.email': 'ที่อยู่อีเมล',
  'signup.sendCode': 'ส่งรหัส',
  'signup.codeSent': 'เราได้ส่งอีเมลไปที่ {email} แล้ว กรอกรหัสในอีเมลและตั้งรหัสผ่าน',
  'signup.loginCodeSent': 'เราได้ส่งอีเมลไปที่ {email} แล้ว กรอกรหัสในอีเมลเพื่อเข้าสู่ระบบ',
  'signup.changeEmail': 'เปลี่ยนอีเมล',
  'signup.create': 'สร้างบัญชี',
  'signup.login': 'เข้าสู่ระบบ',
  'signup.haveAccount': 'มีบัญชีที่ใช้อีเมลนี้อยู่แล้ว?',
  'signup.loginByCode': 'เข้าสู่ระบบด้วยรหัสแทน',
  'signup.guestTitle': 'รับคำสั่งซื้อของคุณ',
  'signup.guestIntro': 'เคยสั่งซื้อแบบผู้เยี่ยมชมใช่ไหม สมัครด้วยอีเมลที่ใช้สั่งซื้อ แล้วคำสั่งซื้อจะอยู่ในบัญชีของคุณ',
  'signup.guestOrders': 'คำสั่งซื้อแบบผู้เยี่ยมชมของคุณ ({count}) อยู่ในบัญชีของคุณแล้ว',
  'signup.seeOrders': 'ดูคำสั่งซื้อของฉัน',
};
