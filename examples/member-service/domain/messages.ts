/**
 * The shopper-facing messages of the service, in the popup's six languages. Routes throw
 * `ServiceError`s with the English text (`MESSAGES`); the answer is written in the language the
 * request names (`X-Member-Language` on the gateway, `Accept-Language` on REST), English when it
 * names none of the six. A text that is not one of these messages goes out as it is.
 */
import { LANGUAGES, parseLanguage, type Language } from '../../../src/i18n/languages.ts';

export const MESSAGES = {
  wrongLogin: 'Incorrect account or password.',
  loginLocked: 'Too many failed attempts. This account is locked for a day; reset your password to unlock it now.',
  challenge: 'Please complete the security check, then try again.',
  trafficLimit: 'Too many requests right now. Please try again later.',
  bodyTooLarge: 'The request is too large.',
  invalidPhone: 'Please enter a valid phone number.',
  wrongCode: 'The code is incorrect. Please try again.',
  codeExpired: 'The code has expired. Please request a new one.',
  codeDead: 'Too many wrong codes. Please request a new one.',
  resendTooSoon: 'Please wait 60 seconds before requesting another code.',
  sendLimit: 'Too many codes were sent to this number. Please try again in an hour.',
  risk: 'This number cannot receive codes right now.',
  coolingPeriod: 'A new account cannot be registered with the credentials of a recently deleted account. Please contact customer service.',
  alreadyRegistered: 'This phone number is already registered. Please log in.',
  notRegistered: 'This phone number is not registered yet. Please sign up.',
  tokenExpired: 'The request has expired, please send it again.',
  csrf: 'Your page has expired. Please refresh and try again.',
  sessionExpired: 'Your session has expired, please log in again.',
  invalidRequest: 'The request is incomplete. Please try again.',
  passwordRules: 'Password should contain alphabets, numbers and special characters',
  qrExpired: 'The QR code has expired. Please refresh it.',
  socialSuspended: 'Social login is suspended for this account because of a security risk. Please choose another way to log in.',
  oauthFailed: 'Third-party login failed, please try again.',
  birthdayInvalid: 'Please select a correct birthday',
  nameInvalid: 'Please enter your full name: letters and spaces only, as long as the rules of your region ask.',
  nicknameInvalid: 'The nickname can be at most 50 characters, without hidden characters.',
  addressInvalid: 'Please check the address: some of its fields are missing or not valid.',
  addressNotFound: 'This address is no longer in your address book.',
  addressLimit: 'Your address book is full. Delete an address to add another.',
} as const;

export type MessageName = keyof typeof MESSAGES;

const TRANSLATIONS: Readonly<Record<Exclude<Language, 'en'>, Readonly<Record<MessageName, string>>>> = {
  id: {
    wrongLogin: 'Akun atau kata sandi salah.',
    loginLocked: 'Terlalu banyak percobaan gagal. Akun ini dikunci selama satu hari; atur ulang kata sandi Anda untuk membukanya sekarang.',
    challenge: 'Selesaikan pemeriksaan keamanan, lalu coba lagi.',
    trafficLimit: 'Terlalu banyak permintaan saat ini. Silakan coba lagi nanti.',
    bodyTooLarge: 'Permintaan terlalu besar.',
    invalidPhone: 'Masukkan nomor ponsel yang valid.',
    wrongCode: 'Kode salah. Silakan coba lagi.',
    codeExpired: 'Kode telah kedaluwarsa. Silakan minta kode baru.',
    codeDead: 'Terlalu banyak kode yang salah. Silakan minta kode baru.',
    resendTooSoon: 'Tunggu 60 detik sebelum meminta kode lain.',
    sendLimit: 'Terlalu banyak kode dikirim ke nomor ini. Silakan coba lagi dalam satu jam.',
    risk: 'Nomor ini tidak dapat menerima kode saat ini.',
    coolingPeriod: 'Akun baru tidak dapat didaftarkan dengan data akun yang baru saja dihapus. Silakan hubungi layanan pelanggan.',
    alreadyRegistered: 'Nomor ponsel ini sudah terdaftar. Silakan masuk.',
    notRegistered: 'Nomor ponsel ini belum terdaftar. Silakan daftar.',
    tokenExpired: 'Permintaan telah kedaluwarsa, silakan kirim ulang.',
    csrf: 'Halaman Anda telah kedaluwarsa. Muat ulang halaman lalu coba lagi.',
    sessionExpired: 'Sesi Anda telah berakhir, silakan masuk kembali.',
    invalidRequest: 'Permintaan tidak lengkap. Silakan coba lagi.',
    passwordRules: 'Kata sandi harus berisi huruf, angka, dan karakter khusus',
    qrExpired: 'Kode QR telah kedaluwarsa. Silakan muat ulang.',
    socialSuspended: 'Login media sosial ditangguhkan untuk akun ini karena risiko keamanan. Silakan pilih cara masuk lain.',
    oauthFailed: 'Gagal masuk dengan pihak ketiga, silakan coba lagi.',
    birthdayInvalid: 'Pilih tanggal lahir yang benar',
    nameInvalid: 'Masukkan nama lengkap Anda: hanya huruf dan spasi, dengan panjang sesuai aturan wilayah Anda.',
    nicknameInvalid: 'Nama panggilan maksimal 50 karakter, tanpa karakter tersembunyi.',
    addressInvalid: 'Periksa alamat: beberapa kolom kosong atau tidak valid.',
    addressNotFound: 'Alamat ini sudah tidak ada di buku alamat Anda.',
    addressLimit: 'Buku alamat Anda sudah penuh. Hapus satu alamat untuk menambah yang lain.',
  },
  ms: {
    wrongLogin: 'Akaun atau kata laluan tidak betul.',
    loginLocked: 'Terlalu banyak percubaan gagal. Akaun ini dikunci selama sehari; tetapkan semula kata laluan anda untuk membukanya sekarang.',
    challenge: 'Sila lengkapkan semakan keselamatan, kemudian cuba lagi.',
    trafficLimit: 'Terlalu banyak permintaan sekarang. Sila cuba lagi kemudian.',
    bodyTooLarge: 'Permintaan terlalu besar.',
    invalidPhone: 'Sila masukkan nombor telefon yang sah.',
    wrongCode: 'Kod tidak betul. Sila cuba lagi.',
    codeExpired: 'Kod telah tamat tempoh. Sila minta kod baharu.',
    codeDead: 'Terlalu banyak kod yang salah. Sila minta kod baharu.',
    resendTooSoon: 'Sila tunggu 60 saat sebelum meminta kod lain.',
    sendLimit: 'Terlalu banyak kod telah dihantar ke nombor ini. Sila cuba lagi dalam masa sejam.',
    risk: 'Nombor ini tidak boleh menerima kod buat masa ini.',
    coolingPeriod: 'Akaun baharu tidak boleh didaftarkan dengan butiran akaun yang baru dipadam. Sila hubungi khidmat pelanggan.',
    alreadyRegistered: 'Nombor telefon ini sudah didaftarkan. Sila log masuk.',
    notRegistered: 'Nombor telefon ini belum didaftarkan. Sila daftar.',
    tokenExpired: 'Permintaan telah tamat tempoh, sila hantar semula.',
    csrf: 'Halaman anda telah tamat tempoh. Sila muat semula dan cuba lagi.',
    sessionExpired: 'Sesi anda telah tamat, sila log masuk semula.',
    invalidRequest: 'Permintaan tidak lengkap. Sila cuba lagi.',
    passwordRules: 'Kata laluan mesti mengandungi huruf, nombor dan aksara khas',
    qrExpired: 'Kod QR telah tamat tempoh. Sila muat semula.',
    socialSuspended: 'Log masuk media sosial digantung untuk akaun ini kerana risiko keselamatan. Sila pilih cara lain untuk log masuk.',
    oauthFailed: 'Log masuk pihak ketiga gagal, sila cuba lagi.',
    birthdayInvalid: 'Sila pilih tarikh lahir yang betul',
    nameInvalid: 'Sila masukkan nama penuh anda: huruf dan ruang sahaja, dengan panjang mengikut peraturan rantau anda.',
    nicknameInvalid: 'Nama panggilan boleh mempunyai paling banyak 50 aksara, tanpa aksara tersembunyi.',
    addressInvalid: 'Sila semak alamat: sesetengah ruangan kosong atau tidak sah.',
    addressNotFound: 'Alamat ini tiada lagi dalam buku alamat anda.',
    addressLimit: 'Buku alamat anda sudah penuh. Padam satu alamat untuk menambah yang lain.',
  },
  zh: {
    wrongLogin: '账号或密码错误。',
    loginLocked: '失败次数过多，此账号已被锁定一天；立即重置密码即可解锁。',
    challenge: '请完成安全验证后重试。',
    trafficLimit: '当前请求过多，请稍后再试。',
    bodyTooLarge: '请求内容过大。',
    invalidPhone: '请输入有效的手机号码。',
    wrongCode: '验证码错误，请重试。',
    codeExpired: '验证码已过期，请重新获取。',
    codeDead: '验证码错误次数过多，请重新获取。',
    resendTooSoon: '请等待 60 秒后再获取验证码。',
    sendLimit: '此号码收到的验证码过多，请一小时后再试。',
    risk: '此号码暂时无法接收验证码。',
    coolingPeriod: '不能使用最近注销账号的信息注册新账号，请联系客服。',
    alreadyRegistered: '此手机号码已注册，请登录。',
    notRegistered: '此手机号码尚未注册，请先注册。',
    tokenExpired: '请求已过期，请重新发送。',
    csrf: '页面已过期，请刷新后重试。',
    sessionExpired: '您的会话已过期，请重新登录。',
    invalidRequest: '请求不完整，请重试。',
    passwordRules: '密码须包含字母、数字和特殊字符',
    qrExpired: '二维码已过期，请刷新。',
    socialSuspended: '由于存在安全风险，此账号的社交账号登录已暂停，请选择其他登录方式。',
    oauthFailed: '第三方登录失败，请重试。',
    birthdayInvalid: '请选择正确的生日',
    nameInvalid: '请输入您的全名：仅限字母和空格，长度须符合您所在地区的规定。',
    nicknameInvalid: '昵称最多 50 个字符，且不能包含隐藏字符。',
    addressInvalid: '请检查地址：有些字段未填写或无效。',
    addressNotFound: '此地址已不在您的地址簿中。',
    addressLimit: '您的地址簿已满。请删除一个地址后再添加。',
  },
  th: {
    wrongLogin: 'บัญชีหรือรหัสผ่านไม่ถูกต้อง',
    loginLocked: 'ลองผิดหลายครั้งเกินไป บัญชีนี้ถูกล็อกไว้หนึ่งวัน รีเซ็ตรหัสผ่านเพื่อปลดล็อกได้ทันที',
    challenge: 'โปรดทำการตรวจสอบความปลอดภัยให้เสร็จ แล้วลองอีกครั้ง',
    trafficLimit: 'มีคำขอมากเกินไปในขณะนี้ โปรดลองอีกครั้งภายหลัง',
    bodyTooLarge: 'คำขอมีขนาดใหญ่เกินไป',
    invalidPhone: 'โปรดกรอกหมายเลขโทรศัพท์ที่ถูกต้อง',
    wrongCode: 'รหัสไม่ถูกต้อง โปรดลองอีกครั้ง',
    codeExpired: 'รหัสหมดอายุแล้ว โปรดขอรหัสใหม่',
    codeDead: 'กรอกรหัสผิดหลายครั้งเกินไป โปรดขอรหัสใหม่',
    resendTooSoon: 'โปรดรอ 60 วินาทีก่อนขอรหัสใหม่',
    sendLimit: 'ส่งรหัสไปยังหมายเลขนี้มากเกินไป โปรดลองอีกครั้งในอีกหนึ่งชั่วโมง',
    risk: 'หมายเลขนี้ไม่สามารถรับรหัสได้ในขณะนี้',
    coolingPeriod: 'ไม่สามารถสมัครบัญชีใหม่ด้วยข้อมูลของบัญชีที่เพิ่งถูกลบได้ โปรดติดต่อฝ่ายบริการลูกค้า',
    alreadyRegistered: 'หมายเลขโทรศัพท์นี้ลงทะเบียนแล้ว โปรดเข้าสู่ระบบ',
    notRegistered: 'หมายเลขโทรศัพท์นี้ยังไม่ได้ลงทะเบียน โปรดสมัครสมาชิก',
    tokenExpired: 'คำขอหมดอายุแล้ว โปรดส่งอีกครั้ง',
    csrf: 'หน้านี้หมดอายุแล้ว โปรดรีเฟรชแล้วลองอีกครั้ง',
    sessionExpired: 'เซสชันของคุณหมดอายุแล้ว โปรดเข้าสู่ระบบอีกครั้ง',
    invalidRequest: 'คำขอไม่สมบูรณ์ โปรดลองอีกครั้ง',
    passwordRules: 'รหัสผ่านต้องประกอบด้วยตัวอักษร ตัวเลข และอักขระพิเศษ',
    qrExpired: 'คิวอาร์โค้ดหมดอายุแล้ว โปรดรีเฟรช',
    socialSuspended: 'การเข้าสู่ระบบด้วยโซเชียลถูกระงับสำหรับบัญชีนี้เนื่องจากความเสี่ยงด้านความปลอดภัย โปรดเลือกวิธีเข้าสู่ระบบอื่น',
    oauthFailed: 'เข้าสู่ระบบผ่านบุคคลที่สามไม่สำเร็จ โปรดลองอีกครั้ง',
    birthdayInvalid: 'โปรดเลือกวันเกิดที่ถูกต้อง',
    nameInvalid: 'โปรดกรอกชื่อ-นามสกุล: ใช้ตัวอักษรและช่องว่างเท่านั้น ความยาวตามกฎของภูมิภาคของคุณ',
    nicknameInvalid: 'ชื่อเล่นยาวได้ไม่เกิน 50 ตัวอักษร และต้องไม่มีอักขระที่มองไม่เห็น',
    addressInvalid: 'โปรดตรวจสอบที่อยู่: บางช่องยังไม่ได้กรอกหรือไม่ถูกต้อง',
    addressNotFound: 'ที่อยู่นี้ไม่อยู่ในสมุดที่อยู่ของคุณแล้ว',
    addressLimit: 'สมุดที่อยู่ของคุณเต็มแล้ว โปรดลบที่อยู่หนึ่งรายการเพื่อเพิ่มรายการใหม่',
  },
  vi: {
    wrongLogin: 'Tài khoản hoặc mật khẩu không đúng.',
    loginLocked: 'Bạn đã thử sai quá nhiều lần. Tài khoản này bị khóa trong một ngày; hãy đặt lại mật khẩu để mở khóa ngay.',
    challenge: 'Vui lòng hoàn tất bước kiểm tra bảo mật rồi thử lại.',
    trafficLimit: 'Hiện có quá nhiều yêu cầu. Vui lòng thử lại sau.',
    bodyTooLarge: 'Yêu cầu quá lớn.',
    invalidPhone: 'Vui lòng nhập số điện thoại hợp lệ.',
    wrongCode: 'Mã không đúng. Vui lòng thử lại.',
    codeExpired: 'Mã đã hết hạn. Vui lòng yêu cầu mã mới.',
    codeDead: 'Bạn đã nhập sai mã quá nhiều lần. Vui lòng yêu cầu mã mới.',
    resendTooSoon: 'Vui lòng chờ 60 giây trước khi yêu cầu mã khác.',
    sendLimit: 'Đã gửi quá nhiều mã đến số này. Vui lòng thử lại sau một giờ.',
    risk: 'Số này hiện không thể nhận mã.',
    coolingPeriod: 'Không thể đăng ký tài khoản mới bằng thông tin của tài khoản vừa bị xóa. Vui lòng liên hệ bộ phận chăm sóc khách hàng.',
    alreadyRegistered: 'Số điện thoại này đã được đăng ký. Vui lòng đăng nhập.',
    notRegistered: 'Số điện thoại này chưa được đăng ký. Vui lòng đăng ký.',
    tokenExpired: 'Yêu cầu đã hết hạn, vui lòng gửi lại.',
    csrf: 'Trang của bạn đã hết hạn. Vui lòng tải lại trang và thử lại.',
    sessionExpired: 'Phiên của bạn đã hết hạn, vui lòng đăng nhập lại.',
    invalidRequest: 'Yêu cầu chưa đầy đủ. Vui lòng thử lại.',
    passwordRules: 'Mật khẩu phải có chữ cái, chữ số và ký tự đặc biệt',
    qrExpired: 'Mã QR đã hết hạn. Vui lòng làm mới.',
    socialSuspended: 'Đăng nhập bằng mạng xã hội đã bị tạm ngưng cho tài khoản này do rủi ro bảo mật. Vui lòng chọn cách đăng nhập khác.',
    oauthFailed: 'Đăng nhập qua bên thứ ba thất bại, vui lòng thử lại.',
    birthdayInvalid: 'Vui lòng chọn ngày sinh chính xác',
    nameInvalid: 'Vui lòng nhập họ tên: chỉ gồm chữ cái và khoảng trắng, độ dài theo quy định của khu vực bạn.',
    nicknameInvalid: 'Biệt danh tối đa 50 ký tự, không chứa ký tự ẩn.',
    addressInvalid: 'Vui lòng kiểm tra địa chỉ: một số trường còn trống hoặc không hợp lệ.',
    addressNotFound: 'Địa chỉ này không còn trong sổ địa chỉ của bạn.',
    addressLimit: 'Sổ địa chỉ của bạn đã đầy. Hãy xóa một địa chỉ để thêm địa chỉ khác.',
  },
};

const NAMES_BY_TEXT = new Map<string, MessageName>(Object.entries(MESSAGES).map(([name, text]) => [text, name as MessageName]));

/**
 * The language a request asks for: the first of its language headers' tags that is one of the
 * six (`th`, `zh-CN`, `vi;q=0.9`), else English.
 */
export function requestLanguage(...headers: readonly (string | undefined)[]): Language {
  for (const header of headers) {
    for (const part of header?.split(',') ?? []) {
      const named = parseLanguage(part.split(';')[0]);
      const language = LANGUAGES.find((candidate) => candidate === named);
      if (language) return language;
    }
  }
  return 'en';
}

/** `text` in `language` when it is one of the service's messages; otherwise as it is. */
export function inLanguage(text: string, language: Language): string {
  const name = NAMES_BY_TEXT.get(text);
  if (!name || language === 'en') return text;
  return TRANSLATIONS[language][name];
}
