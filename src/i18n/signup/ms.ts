/** The sign-up's Malay texts (keys: en.ts). */
import type { SignupCatalogue } from './en.ts';

export const signupMs: SignupCatalogue = {
  'signup.tabs': 'Daftar dengan',
  'signup.tab.phone': 'Telefon',
  'signup.tab.email': 'E-mel',
  'signup.email': 'Alamat e-mel',
  'signup.sendCode': 'Hantar kod',
  'signup.codeSent': 'Kami telah menghantar e-mel ke {email}. Masukkan kod di dalamnya dan pilih kata laluan.',
  'signup.loginCodeSent': 'Kami telah menghantar e-mel ke {email}. Masukkan kod di dalamnya untuk log masuk.',
  'signup.changeEmail': 'Tukar e-mel',
  'signup.create': 'Cipta akaun',
  'signup.login': 'Log masuk',
  'signup.haveAccount': 'Sudah mempunyai akaun dengan e-mel ini?',
  'signup.loginByCode': 'Log masuk dengan kod',
  'signup.guestTitle': 'Tuntut pesanan anda',
  'signup.guestIntro': 'Membuat pembayaran sebagai tetamu? Daftar dengan alamat e-mel pesanan anda dan cari pesanan anda dalam akaun anda.',
  'signup.guestOrders': 'Pesanan tetamu anda ({count}) kini berada dalam akaun anda.',
  'signup.seeOrders': 'Lihat pesanan saya',
};
