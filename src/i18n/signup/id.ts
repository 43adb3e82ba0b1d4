/** The sign-up's Indonesian texts (keys: en.ts). */
import type { SignupCatalogue } from './en.ts';

export const signupId: SignupCatalogue = {
  'signup.tabs': 'Daftar dengan',
  'signup.tab.phone': 'Telepon',
  'signup.tab.email': 'Email',
  'signup.email': 'Alamat email',
  'signup.sendCode': 'Kirim kode',
  'signup.codeSent': 'Kami telah mengirim email ke {email}. Masukkan kode di dalamnya dan buat kata sandi.',
  'signup.loginCodeSent': 'Kami telah mengirim email ke {email}. Masukkan kode di dalamnya untuk masuk.',
  'signup.changeEmail': 'Ubah email',
  'signup.create': 'Buat akun',
  'signup.login': 'Masuk',
  'signup.haveAccount': 'Sudah punya akun dengan email ini?',
  'signup.loginByCode': 'Masuk dengan kode',
  'signup.guestTitle': 'Klaim pesanan Anda',
  'signup.guestIntro': 'Berbelanja sebagai tamu? Daftar dengan alamat email pesanan Anda dan temukan pesanan Anda di akun Anda.',
  'signup.guestOrders': 'Pesanan tamu Anda ({count}) kini ada di akun Anda.',
  'signup.seeOrders': 'Lihat pesanan saya',
};
