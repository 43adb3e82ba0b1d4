/**
 * What the service sends to a phone or e-mail address (codes, the verification link, the push,
 * the sign-up attempt's notice, the security notices), in the popup's six languages. Each message
 * is written in its reader's language (`Reader`): the member's kept one, or for an address with no
 * account the language of the request that asked. A code SMS ends with the one-time-code line of
 * WebOTP and iOS (`@host #code`), so the phone offers the code to the page that asked for it.
 */
import type { Language } from '../../src/kernel/config/languages.ts';
import type { CodeMessage } from './sender.ts';

/** What a security notice tells happened. */
export type SecurityChange = 'password' | 'phone' | 'email' | 'devices' | 'deletion' | 'newDevice' | 'passkeyAdded' | 'passkeyRemoved';

/** Who reads a message: in which language, and which host its code SMS names. */
export interface Reader {
  readonly language: Language;
  /** The host of the one-time-code line (`shop.example.com`, no scheme, no port). */
  readonly otpHost: string;
}

interface Texts {
  readonly code: (code: string, minutes: number) => string;
  readonly link: (url: string, minutes: number) => string;
  readonly push: (url: string) => string;
  readonly registerAttempt: (resetUrl: string) => string;
  readonly changes: Readonly<Record<SecurityChange, string>>;
  readonly notMe: (link: string) => string;
  /** To the original contacts: the link that lets a contact added in the window recover the account now. */
  readonly itWasMe: (link: string, days: number) => string;
  /** After "this wasn't me": the link to set a new password (sent to the original contacts only). */
  readonly setPassword: (link: string) => string;
  /** A change of another account to this address or number (already registered): the code, and that nothing changed. */
  readonly addAttempt: (kind: 'email' | 'phone', code: string, minutes: number) => string;
}

export const OUTGOING_TEXTS: Readonly<Record<Language, Texts>> = {
  en: {
    code: (code, minutes) => `${code} is your verification code. It expires in ${minutes} minutes. Never share it.`,
    link: (url, minutes) => `To confirm it's you, open ${url} within ${minutes} minutes. If you did not ask for this, ignore this e-mail.`,
    push: (url) =>
      `Is it you? Someone is verifying your Marketplace account. Open ${url} to see what is asked, from which device and where; if it is you, type the number shown on the other screen, and if not, type nothing.`,
    registerAttempt: (url) =>
      'Someone tried to register a new Marketplace account with this e-mail address, which already has an account. ' +
      `If it was you, log in, or reset your password at ${url}. If it was not, you can ignore this message: nothing was changed.`,
    changes: {
      password: 'The password of your Marketplace account was changed.',
      phone: 'The mobile number of your Marketplace account was changed.',
      email: 'The e-mail address of your Marketplace account was changed.',
      devices: 'Devices were signed out of your Marketplace account.',
      deletion: 'Your Marketplace account was scheduled for deletion.',
      newDevice: 'Your Marketplace account was signed in to from a new device.',
      passkeyAdded: 'A passkey was added to your Marketplace account.',
      passkeyRemoved: 'A passkey was removed from your Marketplace account.',
    },
    notMe: (link) => `If this wasn't you, open ${link} to undo it and secure your account.`,
    itWasMe: (link, days) => `If it was you, open ${link} to let the new one recover your account now (otherwise it can in ${days} days).`,
    setPassword: (link) => `Your Marketplace account is secured and every device was signed out. Set a new password at ${link} (valid 24 hours).`,
    addAttempt: (kind, code, minutes) =>
      `Someone tried to add this ${kind === 'email' ? 'e-mail address' : 'mobile number'} to another Marketplace account. If it was you, the code is ${code} (valid ${minutes} minutes). If not, ignore this message: nothing was changed.`,
  },
  id: {
    code: (code, minutes) => `${code} adalah kode verifikasi Anda. Kode berlaku ${minutes} menit. Jangan berikan kode ini kepada siapa pun.`,
    link: (url, minutes) => `Untuk memastikan ini Anda, buka ${url} dalam ${minutes} menit. Jika Anda tidak memintanya, abaikan email ini.`,
    push: (url) =>
      `Apakah ini Anda? Seseorang sedang memverifikasi akun Marketplace Anda. Buka ${url} untuk melihat apa yang diminta, dari perangkat mana dan di mana; jika ini Anda, ketik angka yang tampil di layar lainnya, dan jika bukan, jangan ketik apa pun.`,
    registerAttempt: (url) =>
      'Seseorang mencoba mendaftarkan akun Marketplace baru dengan alamat email ini, yang sudah memiliki akun. ' +
      `Jika itu Anda, silakan masuk, atau atur ulang kata sandi di ${url}. Jika bukan, abaikan pesan ini: tidak ada yang diubah.`,
    changes: {
      password: 'Kata sandi akun Marketplace Anda telah diubah.',
      phone: 'Nomor ponsel akun Marketplace Anda telah diubah.',
      email: 'Alamat email akun Marketplace Anda telah diubah.',
      devices: 'Beberapa perangkat telah dikeluarkan dari akun Marketplace Anda.',
      deletion: 'Akun Marketplace Anda telah dijadwalkan untuk dihapus.',
      newDevice: 'Akun Marketplace Anda baru saja digunakan untuk masuk dari perangkat baru.',
      passkeyAdded: 'Passkey ditambahkan ke akun Marketplace Anda.',
      passkeyRemoved: 'Passkey dihapus dari akun Marketplace Anda.',
    },
    notMe: (link) => `Jika ini bukan Anda, buka ${link} untuk membatalkannya dan mengamankan akun Anda.`,
    itWasMe: (link, days) => `Jika itu Anda, buka ${link} agar yang baru dapat memulihkan akun Anda sekarang (jika tidak, baru bisa dalam ${days} hari).`,
    setPassword: (link) => `Akun Marketplace Anda sudah diamankan dan semua perangkat telah dikeluarkan. Buat kata sandi baru di ${link} (berlaku 24 jam).`,
    addAttempt: (kind, code, minutes) =>
      `Seseorang mencoba menambahkan ${kind === 'email' ? 'alamat email' : 'nomor ponsel'} ini ke akun Marketplace lain. Jika itu Anda, kodenya ${code} (berlaku ${minutes} menit). Jika bukan, abaikan pesan ini: tidak ada yang diubah.`,
  },
  ms: {
    code: (code, minutes) => `${code} ialah kod pengesahan anda. Kod ini tamat tempoh dalam ${minutes} minit. Jangan kongsi kod ini dengan sesiapa.`,
    link: (url, minutes) => `Untuk mengesahkan bahawa ini anda, buka ${url} dalam masa ${minutes} minit. Jika anda tidak memintanya, abaikan e-mel ini.`,
    push: (url) =>
      `Adakah ini anda? Seseorang sedang mengesahkan akaun Marketplace anda. Buka ${url} untuk melihat apa yang diminta, dari peranti mana dan di mana; jika ini anda, taip nombor yang dipaparkan pada skrin yang satu lagi, dan jika bukan, jangan taip apa-apa.`,
    registerAttempt: (url) =>
      'Seseorang cuba mendaftar akaun Marketplace baharu dengan alamat e-mel ini, yang sudah mempunyai akaun. ' +
      `Jika itu anda, log masuk, atau tetapkan semula kata laluan anda di ${url}. Jika bukan, abaikan mesej ini: tiada apa-apa yang diubah.`,
    changes: {
      password: 'Kata laluan akaun Marketplace anda telah ditukar.',
      phone: 'Nombor telefon bimbit akaun Marketplace anda telah ditukar.',
      email: 'Alamat e-mel akaun Marketplace anda telah ditukar.',
      devices: 'Beberapa peranti telah dilog keluar daripada akaun Marketplace anda.',
      deletion: 'Akaun Marketplace anda telah dijadualkan untuk dipadam.',
      newDevice: 'Akaun Marketplace anda telah dilog masuk dari peranti baharu.',
      passkeyAdded: 'Kunci laluan telah ditambahkan pada akaun Marketplace anda.',
      passkeyRemoved: 'Kunci laluan telah dialih keluar daripada akaun Marketplace anda.',
    },
    notMe: (link) => `Jika ini bukan anda, buka ${link} untuk membatalkannya dan melindungi akaun anda.`,
    itWasMe: (link, days) => `Jika itu anda, buka ${link} supaya yang baharu boleh memulihkan akaun anda sekarang (jika tidak, hanya selepas ${days} hari).`,
    setPassword: (link) => `Akaun Marketplace anda telah dilindungi dan semua peranti telah dilog keluar. Tetapkan kata laluan baharu di ${link} (sah 24 jam).`,
    addAttempt: (kind, code, minutes) =>
      `Seseorang cuba menambah ${kind === 'email' ? 'alamat e-mel' : 'nombor telefon bimbit'} ini kepada akaun Marketplace lain. Jika itu anda, kodnya ialah ${code} (sah ${minutes} minit). Jika bukan, abaikan mesej ini: tiada apa-apa yang diubah.`,
  },
  zh: {
    code: (code, minutes) => `${code} 是您的验证码，${minutes} 分钟内有效。请勿告诉任何人。`,
    link: (url, minutes) => `请在 ${minutes} 分钟内打开 ${url} 确认是您本人。如果您没有发起此请求，请忽略此邮件。`,
    push: (url) =>
      `是您本人吗？有人正在验证您的 Marketplace 账户。请打开 ${url}，查看请求的内容、来自哪台设备和哪里；如果是您本人，请输入另一个屏幕上显示的数字；如果不是，请不要输入任何内容。`,
    registerAttempt: (url) =>
      `有人尝试用此电子邮箱注册新的 Marketplace 账户，但该邮箱已有账户。如果是您本人，请直接登录，或在 ${url} 重置密码。如果不是您，请忽略此消息：账户没有任何更改。`,
    changes: {
      password: '您的 Marketplace 账户密码已更改。',
      phone: '您的 Marketplace 账户手机号码已更改。',
      email: '您的 Marketplace 账户电子邮箱已更改。',
      devices: '已有设备从您的 Marketplace 账户退出登录。',
      deletion: '您的 Marketplace 账户已安排删除。',
      newDevice: '您的 Marketplace 账号刚刚在一台新设备上登录。',
      passkeyAdded: '您的 Marketplace 账号添加了一个通行密钥。',
      passkeyRemoved: '您的 Marketplace 账号移除了一个通行密钥。',
    },
    notMe: (link) => `如果这不是您本人操作，请打开 ${link} 撤销更改并保护您的账户。`,
    itWasMe: (link, days) => `如果是您本人操作，请打开 ${link}，让新的联系方式立即可以找回您的账户（否则需等待 ${days} 天）。`,
    setPassword: (link) => `您的 Marketplace 账户已受到保护，所有设备均已退出登录。请在 ${link} 设置新密码（24 小时内有效）。`,
    addAttempt: (kind, code, minutes) =>
      `有人试图将此${kind === 'email' ? '邮箱地址' : '手机号码'}添加到另一个 Marketplace 账户。如果是您本人，验证码为 ${code}（${minutes} 分钟内有效）。如果不是，请忽略此消息：没有任何更改。`,
  },
  th: {
    code: (code, minutes) => `${code} คือรหัสยืนยันของคุณ รหัสจะหมดอายุใน ${minutes} นาที ห้ามบอกรหัสนี้กับผู้อื่น`,
    link: (url, minutes) => `เพื่อยืนยันว่าเป็นคุณ โปรดเปิด ${url} ภายใน ${minutes} นาที หากคุณไม่ได้ขอ โปรดเพิกเฉยต่ออีเมลนี้`,
    push: (url) =>
      `ใช่คุณหรือไม่ มีผู้กำลังยืนยันตัวตนบัญชี Marketplace ของคุณ เปิด ${url} เพื่อดูว่ามีการขออะไร จากอุปกรณ์ใดและจากที่ใด หากเป็นคุณ ให้พิมพ์ตัวเลขที่แสดงบนอีกหน้าจอหนึ่ง หากไม่ใช่คุณ ไม่ต้องพิมพ์อะไร`,
    registerAttempt: (url) =>
      `มีผู้พยายามสมัครบัญชี Marketplace ใหม่ด้วยอีเมลนี้ ซึ่งมีบัญชีอยู่แล้ว หากเป็นคุณ โปรดเข้าสู่ระบบ หรือรีเซ็ตรหัสผ่านที่ ${url} หากไม่ใช่คุณ โปรดเพิกเฉยต่อข้อความนี้ ไม่มีการเปลี่ยนแปลงใด ๆ`,
    changes: {
      password: 'รหัสผ่านของบัญชี Marketplace ของคุณถูกเปลี่ยนแล้ว',
      phone: 'หมายเลขโทรศัพท์มือถือของบัญชี Marketplace ของคุณถูกเปลี่ยนแล้ว',
      email: 'อีเมลของบัญชี Marketplace ของคุณถูกเปลี่ยนแล้ว',
      devices: 'มีอุปกรณ์ถูกออกจากระบบบัญชี Marketplace ของคุณ',
      deletion: 'บัญชี Marketplace ของคุณถูกกำหนดให้ลบแล้ว',
      newDevice: 'มีการเข้าสู่ระบบบัญชี Marketplace ของคุณจากอุปกรณ์ใหม่',
      passkeyAdded: 'มีการเพิ่มพาสคีย์ในบัญชี Marketplace ของคุณ',
      passkeyRemoved: 'มีการนำพาสคีย์ออกจากบัญชี Marketplace ของคุณ',
    },
    notMe: (link) => `หากไม่ใช่คุณ โปรดเปิด ${link} เพื่อยกเลิกการเปลี่ยนแปลงและรักษาความปลอดภัยบัญชีของคุณ`,
    itWasMe: (link, days) => `หากเป็นคุณ โปรดเปิด ${link} เพื่อให้ช่องทางใหม่กู้คืนบัญชีของคุณได้ทันที (มิฉะนั้นจะทำได้ใน ${days} วัน)`,
    setPassword: (link) => `บัญชี Marketplace ของคุณปลอดภัยแล้วและทุกอุปกรณ์ถูกออกจากระบบ ตั้งรหัสผ่านใหม่ที่ ${link} (ใช้ได้ 24 ชั่วโมง)`,
    addAttempt: (kind, code, minutes) =>
      `มีผู้พยายามเพิ่ม${kind === 'email' ? 'อีเมล' : 'หมายเลขโทรศัพท์มือถือ'}นี้ในบัญชี Marketplace อื่น หากเป็นคุณ รหัสคือ ${code} (ใช้ได้ ${minutes} นาที) หากไม่ใช่ โปรดเพิกเฉยข้อความนี้: ไม่มีการเปลี่ยนแปลงใด ๆ`,
  },
  vi: {
    code: (code, minutes) => `${code} là mã xác minh của bạn. Mã hết hạn sau ${minutes} phút. Không chia sẻ mã này với bất kỳ ai.`,
    link: (url, minutes) => `Để xác nhận đó là bạn, hãy mở ${url} trong vòng ${minutes} phút. Nếu bạn không yêu cầu, hãy bỏ qua email này.`,
    push: (url) =>
      `Có phải bạn không? Ai đó đang xác minh tài khoản Marketplace của bạn. Hãy mở ${url} để xem yêu cầu là gì, từ thiết bị nào và ở đâu; nếu là bạn, hãy nhập số hiển thị trên màn hình kia, còn nếu không, đừng nhập gì cả.`,
    registerAttempt: (url) =>
      'Có người đã thử đăng ký tài khoản Marketplace mới bằng địa chỉ email này, vốn đã có tài khoản. ' +
      `Nếu đó là bạn, hãy đăng nhập hoặc đặt lại mật khẩu tại ${url}. Nếu không phải, bạn có thể bỏ qua tin nhắn này: không có gì thay đổi.`,
    changes: {
      password: 'Mật khẩu tài khoản Marketplace của bạn đã được thay đổi.',
      phone: 'Số điện thoại di động của tài khoản Marketplace của bạn đã được thay đổi.',
      email: 'Địa chỉ email của tài khoản Marketplace của bạn đã được thay đổi.',
      devices: 'Một số thiết bị đã bị đăng xuất khỏi tài khoản Marketplace của bạn.',
      deletion: 'Tài khoản Marketplace của bạn đã được lên lịch xóa.',
      newDevice: 'Tài khoản Marketplace của bạn vừa được đăng nhập từ một thiết bị mới.',
      passkeyAdded: 'Một khóa truy cập đã được thêm vào tài khoản Marketplace của bạn.',
      passkeyRemoved: 'Một khóa truy cập đã bị xóa khỏi tài khoản Marketplace của bạn.',
    },
    notMe: (link) => `Nếu không phải bạn, hãy mở ${link} để hoàn tác và bảo vệ tài khoản của bạn.`,
    itWasMe: (link, days) => `Nếu là bạn, hãy mở ${link} để thông tin mới có thể khôi phục tài khoản của bạn ngay (nếu không, phải sau ${days} ngày).`,
    setPassword: (link) => `Tài khoản Marketplace của bạn đã được bảo vệ và mọi thiết bị đã bị đăng xuất. Hãy đặt mật khẩu mới tại ${link} (có hiệu lực 24 giờ).`,
    addAttempt: (kind, code, minutes) =>
      `Có người đã thử thêm ${kind === 'email' ? 'địa chỉ email' : 'số điện thoại'} này vào một tài khoản Marketplace khác. Nếu là bạn, mã là ${code} (có hiệu lực ${minutes} phút). Nếu không, hãy bỏ qua tin nhắn này: không có gì bị thay đổi.`,
  },
};

/** The texts of `reader`'s language. */
export const textsFor = (reader: Pick<Reader, 'language'>): Texts => OUTGOING_TEXTS[reader.language];

/**
 * A code message's text: the code sentence in the reader's language; an SMS also ends with the
 * one-time-code line (`@host #code`) after an empty line, which WebOTP and iOS read.
 */
export function codeText(reader: Reader, channel: CodeMessage['channel'], code: string, minutes: number, addAttempt?: 'email' | 'phone'): string {
  const text = addAttempt ? textsFor(reader).addAttempt(addAttempt, code, minutes) : textsFor(reader).code(code, minutes);
  return channel === 'SMS' ? `${text}\n\n@${reader.otpHost} #${code}` : text;
}

/** The member's language when the service keeps one, else the reader's (the request's). */
export function readerFor(reader: Reader, member: { readonly language: Language | null } | undefined): Reader {
  return member?.language ? { ...reader, language: member.language } : reader;
}
