/** The texts of the service's own pages (pageTexts.ts) in the popup's languages other than English. */
import { html } from 'hono/html';
import type { Language } from '../../src/kernel/config/languages.ts';
import type { PageTexts } from './pageTexts.ts';

export const PAGE_TRANSLATIONS: Readonly<Record<Exclude<Language, 'en'>, PageTexts>> = {
  id: {
    backHome: 'Kembali ke beranda',
    logIn: 'Masuk',
    expiredForm: 'Halaman Anda telah kedaluwarsa. Silakan kembali dan muat ulang halaman.',
    linkUsed: 'Tautan ini telah kedaluwarsa atau sudah digunakan.',

    request: 'Permintaan',
    askedFrom: 'Diminta dari',
    approximatePlace: 'Perkiraan lokasi',
    time: 'Waktu',
    actions: {
      login: 'Masuk ke akun Anda',
      changePassword: 'Ubah kata sandi Anda',
      changePhone: 'Ubah nomor ponsel Anda',
      changeEmail: 'Ubah alamat email Anda',
      signOutDevices: 'Keluarkan perangkat dari akun Anda',
      deleteAccount: 'Hapus akun Anda',
    },
    where: (place, network) => `${place ?? 'lokasi tidak diketahui'}${network ? ` (jaringan ${network})` : ''}`,

    linkExpiredTitle: 'Tautan ini telah kedaluwarsa',
    linkExpiredText: 'Tautan ini telah kedaluwarsa atau sudah digunakan. Silakan minta tautan baru di halaman tempat Anda melakukan verifikasi.',
    confirmTitle: 'Konfirmasi bahwa ini Anda',
    confirmText: 'Seseorang meminta verifikasi akun Anda untuk hal berikut. Konfirmasi hanya jika itu Anda, di perangkat ini dan pada waktu ini.',
    confirmButton: 'Ya, ini saya',
    verifiedTitle: 'Anda sudah terverifikasi',
    verifiedText: 'Terima kasih. Kembali ke halaman tempat Anda melakukan verifikasi: halaman itu akan berlanjut dengan sendirinya.',

    pushTitle: 'Apakah ini Anda?',
    pushLogInFirst: 'Masuk di perangkat ini terlebih dahulu, lalu buka kembali permintaan ini.',
    requestExpired: 'Permintaan ini telah kedaluwarsa.',
    pushText: 'Seseorang sedang memverifikasi akun Anda di layar lain. Jika itu Anda, ketik angka yang tampil di layar tersebut. Jika bukan, tutup halaman ini.',
    pushNumber: 'Angka yang tampil di layar lain',
    approve: 'Setujui',
    approvedTitle: 'Disetujui',
    approvedText: 'Selesai. Silakan lanjutkan di layar lainnya.',
    deniedTitle: 'Ditolak',
    deniedText: 'Angka tersebut tidak sesuai dengan yang ditampilkan, jadi permintaan ditolak. Jika itu bukan Anda, ubah kata sandi Anda.',

    notMeTitle: 'Ini bukan saya',
    notMeText:
      'Jika Anda tidak melakukan perubahan ini, kami akan mengembalikan alamat email dan nomor ponsel akun Anda sebelum perubahan (dan membatalkan penghapusan), mengeluarkan semua perangkat, menghentikan sementara perubahan keamanan selama 24 jam, dan mengirimkan tautan untuk membuat kata sandi baru.',
    notMeButton: 'Ini bukan saya',
    securedTitle: 'Akun Anda sudah diamankan',
    securedNewDevice: 'Semua perangkat telah dikeluarkan, termasuk perangkat baru tersebut, dan perubahan keamanan dihentikan sementara selama 24 jam.',
    securedContacts:
      'Akun Anda kembali menggunakan alamat email dan nomor ponsel sebelum perubahan, semua perangkat telah dikeluarkan, dan perubahan keamanan dihentikan sementara selama 24 jam.',
    passwordLinkSent: (places) => `Kami telah mengirim tautan untuk membuat kata sandi baru ke ${places.join(' dan ')}. Kata sandi lama Anda tidak berlaku lagi.`,

    itWasMeTitle: 'Ini memang saya',
    itWasMeText: (label) =>
      `${label} telah ditambahkan ke akun Anda. Jika Anda yang menambahkannya, mulai sekarang data ini dapat memulihkan akun Anda (mengatur ulang kata sandi, memverifikasi bahwa ini Anda) tanpa menunggu masa tunggu selesai.`,
    itWasMeButton: 'Ini memang saya',
    itWasMeWarning: 'Jika Anda tidak menambahkannya, jangan tekan tombol ini: gunakan tautan "ini bukan saya" di pesan yang sama.',
    thanksTitle: 'Terima kasih',
    canRecover: (label) => `${label} kini dapat memulihkan akun Anda.`,

    nextStepGone: 'Permintaan ini telah kedaluwarsa atau dimulai di browser lain. Silakan masuk kembali di browser ini.',
    verifyAccountTitle: 'Verifikasi akun Anda',
    verifyAccountText: 'Konfirmasi akun Anda untuk menautkan login media sosial Anda.',
    loggingInTo: (account) => html`Anda akan masuk ke akun <strong>${account}</strong>.`,
    confirmItsMe: 'Konfirmasi, ini saya',

    qrTitle: 'Masuk di komputer Anda',
    qrGone: 'Kode ini telah kedaluwarsa atau sudah dipindai di ponsel lain. Muat ulang kode di komputer Anda, lalu pindai lagi.',
    qrNotFromLink: 'Kode login hanya berfungsi jika Anda memindainya dengan kamera ponsel ini dari layar komputer Anda sendiri, bukan melalui tautan.',
    qrSentLink: 'Jika seseorang mengirimkan tautan ini kepada Anda, jangan lanjutkan: mereka mungkin mencoba masuk ke akun Anda.',
    qrLogInFirst: 'Masuk di ponsel ini terlebih dahulu, lalu buka kode itu lagi.',
    qrLogInAs: (name) => html`Masuk di komputer Anda sebagai <strong>${name}</strong>?`,
    qrRequester: (device, network, sameNetwork, ago) =>
      html`Komputer yang meminta: <strong>${device}</strong>, di ${
        network ? html`jaringan <strong>${network}</strong>${sameNetwork ? ' (jaringan yang sama dengan ponsel ini)' : ''}` : 'jaringan yang tidak dikenal layanan'
      }. Kodenya dibuat ${ago}.`,
    qrConfirmOnly:
      'Konfirmasi hanya jika Anda baru saja memindai kode ini dari layar komputer Anda sendiri. Jika tidak, seseorang mungkin mencoba masuk sebagai Anda: jangan konfirmasi.',
    qrConfirm: 'Konfirmasi masuk',
    qrContinue: 'Lanjutkan',
    qrReviewWarning: 'Kode ini tidak dibuka dengan kamera ponsel ini. Seseorang mungkin mengirimkan tautan ini kepada Anda untuk masuk ke akun Anda.',
    qrReviewCheck: 'Periksa komputer yang meminta. Konfirmasi hanya jika komputer itu milik Anda dan sedang ada di depan Anda:',
    qrReviewRequester: (device, network, ago) =>
      html`<strong>${device}</strong>, di ${network ? html`jaringan <strong>${network}</strong>` : 'jaringan yang tidak dikenal layanan'}, kodenya dibuat ${ago}.`,
    qrReviewYes: (name) => `Ya, masukkan ${name} di komputer ini`,
    qrReviewNo: 'Bukan, ini bukan komputer saya',
    qrDone: 'Selesai. Silakan lanjutkan di komputer Anda.',
    secondsAgo: (seconds) => `${seconds} detik yang lalu`,
    minutesAgo: (minutes) => `${minutes} menit yang lalu`,

    challengeTitle: 'Pemeriksaan keamanan',
    slideText: 'Geser sampai ujung untuk membuktikan bahwa Anda bukan robot.',
    slideLabel: 'Geser untuk verifikasi',
    checking: 'Memeriksa…',
    checkDone: 'Terima kasih. Anda dapat menutup jendela ini.',
    checkFailed: 'Pemeriksaan gagal. Muat ulang halaman ini lalu coba lagi.',
  },
  ms: {
    backHome: 'Kembali ke laman utama',
    logIn: 'Log masuk',
    expiredForm: 'Halaman anda telah tamat tempoh. Sila kembali dan muat semula.',
    linkUsed: 'Pautan ini telah tamat tempoh atau sudah digunakan.',

    request: 'Permintaan',
    askedFrom: 'Diminta dari',
    approximatePlace: 'Anggaran lokasi',
    time: 'Masa',
    actions: {
      login: 'Log masuk ke akaun anda',
      changePassword: 'Tukar kata laluan anda',
      changePhone: 'Tukar nombor telefon anda',
      changeEmail: 'Tukar alamat e-mel anda',
      signOutDevices: 'Log keluar peranti daripada akaun anda',
      deleteAccount: 'Padam akaun anda',
    },
    where: (place, network) => `${place ?? 'lokasi tidak diketahui'}${network ? ` (rangkaian ${network})` : ''}`,

    linkExpiredTitle: 'Pautan ini telah tamat tempoh',
    linkExpiredText: 'Pautan ini telah tamat tempoh atau sudah digunakan. Sila minta pautan baharu di halaman tempat anda membuat pengesahan.',
    confirmTitle: 'Sahkan bahawa ini anda',
    confirmText: 'Seseorang meminta pengesahan akaun anda untuk perkara ini. Sahkan hanya jika itu anda, pada peranti ini dan pada masa ini.',
    confirmButton: 'Ya, ini saya',
    verifiedTitle: 'Anda telah disahkan',
    verifiedText: 'Terima kasih. Kembali ke halaman tempat anda membuat pengesahan: ia akan diteruskan dengan sendirinya.',

    pushTitle: 'Adakah ini anda?',
    pushLogInFirst: 'Log masuk pada peranti ini dahulu, kemudian buka permintaan itu semula.',
    requestExpired: 'Permintaan ini telah tamat tempoh.',
    pushText: 'Seseorang sedang mengesahkan akaun anda pada skrin lain. Jika itu anda, taip nombor yang dipaparkan pada skrin tersebut. Jika bukan, tutup halaman ini.',
    pushNumber: 'Nombor yang dipaparkan pada skrin lain',
    approve: 'Luluskan',
    approvedTitle: 'Diluluskan',
    approvedText: 'Selesai. Sila teruskan pada skrin yang satu lagi.',
    deniedTitle: 'Ditolak',
    deniedText: 'Nombor itu tidak sama dengan yang dipaparkan, jadi permintaan ditolak. Jika itu bukan anda, tukar kata laluan anda.',

    notMeTitle: 'Ini bukan saya',
    notMeText:
      'Jika anda tidak membuat perubahan ini, kami akan mengembalikan alamat e-mel dan nombor telefon akaun anda sebelum perubahan (dan membatalkan pemadaman), log keluar semua peranti, menggantung perubahan keselamatan selama 24 jam dan menghantar pautan kepada anda untuk menetapkan kata laluan baharu.',
    notMeButton: 'Ini bukan saya',
    securedTitle: 'Akaun anda telah dilindungi',
    securedNewDevice: 'Semua peranti telah dilog keluar, termasuk peranti baharu itu, dan perubahan keselamatan digantung selama 24 jam.',
    securedContacts:
      'Akaun anda kembali menggunakan alamat e-mel dan nombor telefon sebelum perubahan, semua peranti telah dilog keluar dan perubahan keselamatan digantung selama 24 jam.',
    passwordLinkSent: (places) =>
      `Kami telah menghantar pautan untuk menetapkan kata laluan baharu ke ${places.join(' dan ')}. Kata laluan lama anda tidak lagi boleh digunakan.`,

    itWasMeTitle: 'Ini memang saya',
    itWasMeText: (label) =>
      `${label} telah ditambahkan pada akaun anda. Jika anda yang menambahkannya, ia boleh memulihkan akaun anda (menetapkan semula kata laluan, mengesahkan bahawa ini anda) mulai sekarang, tanpa perlu menunggu tempoh menunggu tamat.`,
    itWasMeButton: 'Ini memang saya',
    itWasMeWarning: 'Jika anda tidak menambahkannya, jangan tekan butang ini: gunakan pautan "ini bukan saya" dalam mesej yang sama.',
    thanksTitle: 'Terima kasih',
    canRecover: (label) => `${label} kini boleh memulihkan akaun anda.`,

    nextStepGone: 'Permintaan ini telah tamat tempoh atau dimulakan dalam pelayar lain. Sila log masuk semula dalam pelayar ini.',
    verifyAccountTitle: 'Sahkan akaun anda',
    verifyAccountText: 'Sila sahkan akaun anda untuk memautkan log masuk media sosial anda.',
    loggingInTo: (account) => html`Anda sedang log masuk ke akaun <strong>${account}</strong>.`,
    confirmItsMe: 'Sahkan, ini saya',

    qrTitle: 'Log masuk pada komputer anda',
    qrGone: 'Kod ini telah tamat tempoh atau diimbas pada telefon lain. Muat semula kod pada komputer anda dan imbas sekali lagi.',
    qrNotFromLink: 'Kod log masuk hanya berfungsi apabila anda mengimbasnya dengan kamera telefon ini dari skrin komputer anda sendiri, bukan melalui pautan.',
    qrSentLink: 'Jika seseorang menghantar pautan ini kepada anda, jangan teruskan: mereka mungkin cuba memasuki akaun anda.',
    qrLogInFirst: 'Log masuk pada telefon ini dahulu, kemudian buka kod itu semula.',
    qrLogInAs: (name) => html`Log masuk pada komputer anda sebagai <strong>${name}</strong>?`,
    qrRequester: (device, network, sameNetwork, ago) =>
      html`Komputer yang meminta: <strong>${device}</strong>, pada ${
        network
          ? html`rangkaian <strong>${network}</strong>${sameNetwork ? ' (rangkaian yang sama dengan telefon ini)' : ''}`
          : 'rangkaian yang tidak dikenali oleh perkhidmatan'
      }. Kodnya dibuat ${ago}.`,
    qrConfirmOnly:
      'Sahkan hanya jika anda baru sahaja mengimbas kod ini pada skrin komputer anda sendiri. Jika tidak, seseorang mungkin cuba log masuk sebagai anda: jangan sahkan.',
    qrConfirm: 'Sahkan log masuk',
    qrContinue: 'Teruskan',
    qrReviewWarning: 'Kod ini tidak dibuka oleh kamera telefon ini. Seseorang mungkin telah menghantar pautan ini kepada anda untuk memasuki akaun anda.',
    qrReviewCheck: 'Semak komputer yang meminta. Sahkan hanya jika ia milik anda dan berada di hadapan anda sekarang:',
    qrReviewRequester: (device, network, ago) =>
      html`<strong>${device}</strong>, pada ${network ? html`rangkaian <strong>${network}</strong>` : 'rangkaian yang tidak dikenali oleh perkhidmatan'}, kodnya dibuat ${ago}.`,
    qrReviewYes: (name) => `Ya, log masuk ${name} pada komputer ini`,
    qrReviewNo: 'Tidak, ini bukan komputer saya',
    qrDone: 'Selesai. Sila teruskan pada komputer anda.',
    secondsAgo: (seconds) => `${seconds} saat yang lalu`,
    minutesAgo: (minutes) => `${minutes} minit yang lalu`,

    challengeTitle: 'Semakan keselamatan',
    slideText: 'Leret hingga ke hujung untuk menunjukkan bahawa anda bukan robot.',
    slideLabel: 'Leret untuk mengesahkan',
    checking: 'Menyemak…',
    checkDone: 'Terima kasih. Anda boleh menutup tetingkap ini.',
    checkFailed: 'Semakan gagal. Sila muat semula halaman ini dan cuba lagi.',
  },
  zh: {
    backHome: '返回首页',
    logIn: '登录',
    expiredForm: '页面已过期，请返回并刷新。',
    linkUsed: '此链接已过期或已被使用。',

    request: '请求',
    askedFrom: '发起设备',
    approximatePlace: '大致位置',
    time: '时间',
    actions: {
      login: '登录您的账户',
      changePassword: '更改密码',
      changePhone: '更改手机号码',
      changeEmail: '更改电子邮箱',
      signOutDevices: '让设备退出您的账户',
      deleteAccount: '删除您的账户',
    },
    where: (place, network) => `${place ?? '未知位置'}${network ? `（网络 ${network}）` : ''}`,

    linkExpiredTitle: '此链接已过期',
    linkExpiredText: '此链接已过期或已被使用。请在您进行验证的页面上重新获取链接。',
    confirmTitle: '确认是您本人',
    confirmText: '有人请求为以下操作验证您的账户。仅当是您本人在此设备上、于此时间发起时才确认。',
    confirmButton: '是的，是我本人',
    verifiedTitle: '验证成功',
    verifiedText: '谢谢。请返回您进行验证的页面：该页面会自动继续。',

    pushTitle: '是您本人吗？',
    pushLogInFirst: '请先在此设备上登录，然后重新打开该请求。',
    requestExpired: '此请求已过期。',
    pushText: '有人正在另一个屏幕上验证您的账户。如果是您本人，请输入该屏幕上显示的数字。如果不是，请关闭此页面。',
    pushNumber: '另一个屏幕上显示的数字',
    approve: '批准',
    approvedTitle: '已批准',
    approvedText: '完成。请在另一个屏幕上继续操作。',
    deniedTitle: '已拒绝',
    deniedText: '输入的数字与显示的不符，因此该请求已被拒绝。如果不是您本人操作，请更改密码。',

    notMeTitle: '这不是我',
    notMeText:
      '如果这不是您本人进行的更改，我们将恢复您账户在更改前的电子邮箱和手机号码（并取消删除），让所有设备退出登录，暂停安全设置更改 24 小时，并向您发送设置新密码的链接。',
    notMeButton: '这不是我',
    securedTitle: '您的账户已受到保护',
    securedNewDevice: '所有设备（包括那台新设备）均已退出登录，安全设置更改已暂停 24 小时。',
    securedContacts: '您的账户已恢复更改前的电子邮箱和手机号码，所有设备均已退出登录，安全设置更改已暂停 24 小时。',
    passwordLinkSent: (places) => `我们已将设置新密码的链接发送至 ${places.join(' 和 ')}。您的旧密码已失效。`,

    itWasMeTitle: '是我本人',
    itWasMeText: (label) => `${label} 已添加到您的账户。如果是您本人添加的，从现在起它即可用于找回您的账户（重置密码、验证身份），无需等待等待期结束。`,
    itWasMeButton: '是我本人',
    itWasMeWarning: '如果不是您添加的，请不要点击此按钮：请使用同一条消息中的“这不是我”链接。',
    thanksTitle: '谢谢',
    canRecover: (label) => `${label} 现在可以用于找回您的账户。`,

    nextStepGone: '此请求已过期，或是在其他浏览器中发起的。请在此浏览器中重新登录。',
    verifyAccountTitle: '验证您的账户',
    verifyAccountText: '请确认您的账户，以关联您的社交账号登录。',
    loggingInTo: (account) => html`您正在登录账户 <strong>${account}</strong>。`,
    confirmItsMe: '确认是我本人',

    qrTitle: '在电脑上登录',
    qrGone: '此二维码已过期或已在另一部手机上扫描。请在电脑上刷新二维码后重新扫描。',
    qrNotFromLink: '登录二维码只能用这部手机的相机扫描您自己电脑屏幕上的二维码，不能通过链接使用。',
    qrSentLink: '如果是别人发给您的链接，请不要继续：对方可能正试图进入您的账户。',
    qrLogInFirst: '请先在这部手机上登录，然后重新打开二维码。',
    qrLogInAs: (name) => html`以 <strong>${name}</strong> 的身份在电脑上登录？`,
    qrRequester: (device, network, sameNetwork, ago) =>
      html`发起请求的电脑：<strong>${device}</strong>，所在网络：${
        network ? html`<strong>${network}</strong>${sameNetwork ? '（与这部手机处于同一网络）' : ''}` : '服务无法识别的网络'
      }。二维码于 ${ago}生成。`,
    qrConfirmOnly: '仅当您刚刚扫描的是您自己电脑屏幕上的二维码时才确认。如果不是，可能有人正试图以您的身份登录：请不要确认。',
    qrConfirm: '确认登录',
    qrContinue: '继续',
    qrReviewWarning: '此二维码不是用这部手机的相机打开的。可能有人把链接发给您，企图进入您的账户。',
    qrReviewCheck: '请核对发起请求的电脑。仅当它是您的电脑且此刻就在您面前时才确认：',
    qrReviewRequester: (device, network, ago) =>
      html`<strong>${device}</strong>，所在网络：${network ? html`<strong>${network}</strong>` : '服务无法识别的网络'}，二维码于 ${ago}生成。`,
    qrReviewYes: (name) => `是的，在这台电脑上登录 ${name}`,
    qrReviewNo: '不，这不是我的电脑',
    qrDone: '完成。请在电脑上继续操作。',
    secondsAgo: (seconds) => `${seconds} 秒前`,
    minutesAgo: (minutes) => `${minutes} 分钟前`,

    challengeTitle: '安全验证',
    slideText: '请将滑块拖到最右端，以证明您不是机器人。',
    slideLabel: '拖动滑块完成验证',
    checking: '正在验证…',
    checkDone: '谢谢。您可以关闭此窗口了。',
    checkFailed: '验证失败。请刷新此页面后重试。',
  },
  th: {
    backHome: 'กลับสู่หน้าแรก',
    logIn: 'เข้าสู่ระบบ',
    expiredForm: 'หน้านี้หมดอายุแล้ว โปรดย้อนกลับและรีเฟรช',
    linkUsed: 'ลิงก์นี้หมดอายุหรือถูกใช้ไปแล้ว',

    request: 'คำขอ',
    askedFrom: 'ขอจาก',
    approximatePlace: 'ตำแหน่งโดยประมาณ',
    time: 'เวลา',
    actions: {
      login: 'เข้าสู่ระบบบัญชีของคุณ',
      changePassword: 'เปลี่ยนรหัสผ่าน',
      changePhone: 'เปลี่ยนหมายเลขโทรศัพท์',
      changeEmail: 'เปลี่ยนอีเมล',
      signOutDevices: 'นำอุปกรณ์ออกจากระบบบัญชีของคุณ',
      deleteAccount: 'ลบบัญชีของคุณ',
    },
    where: (place, network) => `${place ?? 'ไม่ทราบตำแหน่ง'}${network ? ` (เครือข่าย ${network})` : ''}`,

    linkExpiredTitle: 'ลิงก์นี้หมดอายุแล้ว',
    linkExpiredText: 'ลิงก์นี้หมดอายุหรือถูกใช้ไปแล้ว โปรดขอลิงก์ใหม่จากหน้าที่คุณกำลังยืนยันตัวตน',
    confirmTitle: 'ยืนยันว่าเป็นคุณ',
    confirmText: 'มีผู้ขอยืนยันตัวตนบัญชีของคุณสำหรับรายการนี้ โปรดยืนยันเฉพาะเมื่อเป็นคุณ บนอุปกรณ์นี้และในเวลานี้เท่านั้น',
    confirmButton: 'ใช่ ฉันเอง',
    verifiedTitle: 'ยืนยันตัวตนเรียบร้อยแล้ว',
    verifiedText: 'ขอบคุณ กลับไปที่หน้าที่คุณกำลังยืนยันตัวตน หน้านั้นจะดำเนินการต่อเอง',

    pushTitle: 'ใช่คุณหรือไม่',
    pushLogInFirst: 'โปรดเข้าสู่ระบบบนอุปกรณ์นี้ก่อน แล้วเปิดคำขออีกครั้ง',
    requestExpired: 'คำขอนี้หมดอายุแล้ว',
    pushText: 'มีผู้กำลังยืนยันตัวตนบัญชีของคุณบนอีกหน้าจอหนึ่ง หากเป็นคุณ ให้พิมพ์ตัวเลขที่แสดงบนหน้าจอนั้น หากไม่ใช่ โปรดปิดหน้านี้',
    pushNumber: 'ตัวเลขที่แสดงบนอีกหน้าจอหนึ่ง',
    approve: 'อนุมัติ',
    approvedTitle: 'อนุมัติแล้ว',
    approvedText: 'เรียบร้อย โปรดดำเนินการต่อบนอีกหน้าจอหนึ่ง',
    deniedTitle: 'ปฏิเสธแล้ว',
    deniedText: 'ตัวเลขไม่ตรงกับที่แสดง คำขอจึงถูกปฏิเสธ หากไม่ใช่คุณ โปรดเปลี่ยนรหัสผ่าน',

    notMeTitle: 'ไม่ใช่ฉัน',
    notMeText:
      'หากคุณไม่ได้ทำการเปลี่ยนแปลงนี้ เราจะคืนค่าอีเมลและหมายเลขโทรศัพท์ที่บัญชีของคุณใช้ก่อนการเปลี่ยนแปลง (และยกเลิกการลบบัญชี) นำทุกอุปกรณ์ออกจากระบบ ระงับการเปลี่ยนแปลงด้านความปลอดภัยเป็นเวลา 24 ชั่วโมง และส่งลิงก์ให้คุณตั้งรหัสผ่านใหม่',
    notMeButton: 'ไม่ใช่ฉัน',
    securedTitle: 'บัญชีของคุณปลอดภัยแล้ว',
    securedNewDevice: 'ทุกอุปกรณ์ถูกออกจากระบบแล้ว รวมถึงอุปกรณ์ใหม่นั้น และการเปลี่ยนแปลงด้านความปลอดภัยถูกระงับเป็นเวลา 24 ชั่วโมง',
    securedContacts: 'บัญชีของคุณกลับมาใช้อีเมลและหมายเลขโทรศัพท์ก่อนการเปลี่ยนแปลงแล้ว ทุกอุปกรณ์ถูกออกจากระบบ และการเปลี่ยนแปลงด้านความปลอดภัยถูกระงับเป็นเวลา 24 ชั่วโมง',
    passwordLinkSent: (places) => `เราได้ส่งลิงก์สำหรับตั้งรหัสผ่านใหม่ไปที่ ${places.join(' และ ')} แล้ว รหัสผ่านเดิมของคุณใช้ไม่ได้อีกต่อไป`,

    itWasMeTitle: 'ฉันเอง',
    itWasMeText: (label) => `${label} ถูกเพิ่มในบัญชีของคุณแล้ว หากคุณเป็นผู้เพิ่ม ช่องทางนี้จะใช้กู้คืนบัญชีของคุณได้ (รีเซ็ตรหัสผ่าน ยืนยันว่าเป็นคุณ) ตั้งแต่ตอนนี้ โดยไม่ต้องรอให้ครบระยะเวลารอ`,
    itWasMeButton: 'ฉันเอง',
    itWasMeWarning: 'หากคุณไม่ได้เพิ่ม อย่ากดปุ่มนี้ ให้ใช้ลิงก์ "ไม่ใช่ฉัน" ในข้อความเดียวกันแทน',
    thanksTitle: 'ขอบคุณ',
    canRecover: (label) => `ตอนนี้ ${label} ใช้กู้คืนบัญชีของคุณได้แล้ว`,

    nextStepGone: 'คำขอนี้หมดอายุแล้ว หรือเริ่มต้นจากเบราว์เซอร์อื่น โปรดเข้าสู่ระบบอีกครั้งในเบราว์เซอร์นี้',
    verifyAccountTitle: 'ยืนยันบัญชีของคุณ',
    verifyAccountText: 'โปรดยืนยันบัญชีของคุณเพื่อเชื่อมต่อการเข้าสู่ระบบด้วยโซเชียลมีเดีย',
    loggingInTo: (account) => html`คุณกำลังเข้าสู่ระบบบัญชี <strong>${account}</strong>`,
    confirmItsMe: 'ยืนยันว่าเป็นฉัน',

    qrTitle: 'เข้าสู่ระบบบนคอมพิวเตอร์ของคุณ',
    qrGone: 'รหัสนี้หมดอายุแล้วหรือถูกสแกนด้วยโทรศัพท์เครื่องอื่น โปรดรีเฟรชรหัสบนคอมพิวเตอร์ของคุณแล้วสแกนอีกครั้ง',
    qrNotFromLink: 'รหัสเข้าสู่ระบบใช้ได้เฉพาะเมื่อคุณสแกนด้วยกล้องของโทรศัพท์เครื่องนี้จากหน้าจอคอมพิวเตอร์ของคุณเองเท่านั้น ไม่ใช่จากลิงก์',
    qrSentLink: 'หากมีผู้ส่งลิงก์นี้มาให้คุณ อย่าดำเนินการต่อ เขาอาจกำลังพยายามเข้าถึงบัญชีของคุณ',
    qrLogInFirst: 'โปรดเข้าสู่ระบบบนโทรศัพท์เครื่องนี้ก่อน แล้วเปิดรหัสอีกครั้ง',
    qrLogInAs: (name) => html`เข้าสู่ระบบบนคอมพิวเตอร์ของคุณในชื่อ <strong>${name}</strong> ใช่หรือไม่`,
    qrRequester: (device, network, sameNetwork, ago) =>
      html`คอมพิวเตอร์ที่ขอ: <strong>${device}</strong> บน${
        network ? html`เครือข่าย <strong>${network}</strong>${sameNetwork ? ' (เครือข่ายเดียวกับโทรศัพท์เครื่องนี้)' : ''}` : 'เครือข่ายที่บริการไม่รู้จัก'
      } รหัสถูกสร้างเมื่อ ${ago}`,
    qrConfirmOnly: 'โปรดยืนยันเฉพาะเมื่อคุณเพิ่งสแกนรหัสนี้จากหน้าจอคอมพิวเตอร์ของคุณเอง หากไม่ใช่ อาจมีผู้พยายามเข้าสู่ระบบในชื่อของคุณ อย่ายืนยัน',
    qrConfirm: 'ยืนยันการเข้าสู่ระบบ',
    qrContinue: 'ดำเนินการต่อ',
    qrReviewWarning: 'รหัสนี้ไม่ได้ถูกเปิดด้วยกล้องของโทรศัพท์เครื่องนี้ อาจมีผู้ส่งลิงก์นี้มาให้คุณเพื่อเข้าถึงบัญชีของคุณ',
    qrReviewCheck: 'โปรดตรวจสอบคอมพิวเตอร์ที่ขอ ยืนยันเฉพาะเมื่อเป็นเครื่องของคุณและอยู่ตรงหน้าคุณตอนนี้:',
    qrReviewRequester: (device, network, ago) =>
      html`<strong>${device}</strong> บน${network ? html`เครือข่าย <strong>${network}</strong>` : 'เครือข่ายที่บริการไม่รู้จัก'} รหัสถูกสร้างเมื่อ ${ago}`,
    qrReviewYes: (name) => `ใช่ ให้ ${name} เข้าสู่ระบบบนคอมพิวเตอร์เครื่องนี้`,
    qrReviewNo: 'ไม่ใช่ นี่ไม่ใช่คอมพิวเตอร์ของฉัน',
    qrDone: 'เรียบร้อย โปรดดำเนินการต่อบนคอมพิวเตอร์ของคุณ',
    secondsAgo: (seconds) => `${seconds} วินาทีที่แล้ว`,
    minutesAgo: (minutes) => `${minutes} นาทีที่แล้ว`,

    challengeTitle: 'การตรวจสอบความปลอดภัย',
    slideText: 'เลื่อนไปจนสุดเพื่อแสดงว่าคุณไม่ใช่โปรแกรมอัตโนมัติ',
    slideLabel: 'เลื่อนเพื่อยืนยัน',
    checking: 'กำลังตรวจสอบ…',
    checkDone: 'ขอบคุณ คุณปิดหน้าต่างนี้ได้เลย',
    checkFailed: 'การตรวจสอบไม่สำเร็จ โปรดโหลดหน้านี้ใหม่แล้วลองอีกครั้ง',
  },
  vi: {
    backHome: 'Về trang chủ',
    logIn: 'Đăng nhập',
    expiredForm: 'Trang của bạn đã hết hạn. Vui lòng quay lại và tải lại trang.',
    linkUsed: 'Liên kết này đã hết hạn hoặc đã được sử dụng.',

    request: 'Yêu cầu',
    askedFrom: 'Yêu cầu từ',
    approximatePlace: 'Vị trí gần đúng',
    time: 'Thời gian',
    actions: {
      login: 'Đăng nhập vào tài khoản của bạn',
      changePassword: 'Đổi mật khẩu',
      changePhone: 'Đổi số điện thoại',
      changeEmail: 'Đổi địa chỉ email',
      signOutDevices: 'Đăng xuất các thiết bị khỏi tài khoản của bạn',
      deleteAccount: 'Xóa tài khoản của bạn',
    },
    where: (place, network) => `${place ?? 'vị trí không xác định'}${network ? ` (mạng ${network})` : ''}`,

    linkExpiredTitle: 'Liên kết này đã hết hạn',
    linkExpiredText: 'Liên kết này đã hết hạn hoặc đã được sử dụng. Vui lòng yêu cầu liên kết mới trên trang bạn đang xác minh.',
    confirmTitle: 'Xác nhận đó là bạn',
    confirmText: 'Có người yêu cầu xác minh tài khoản của bạn cho thao tác này. Chỉ xác nhận nếu đó là bạn, trên thiết bị này và vào thời điểm này.',
    confirmButton: 'Vâng, đó là tôi',
    verifiedTitle: 'Bạn đã được xác minh',
    verifiedText: 'Cảm ơn bạn. Hãy quay lại trang bạn đang xác minh: trang đó sẽ tự tiếp tục.',

    pushTitle: 'Có phải bạn không?',
    pushLogInFirst: 'Hãy đăng nhập trên thiết bị này trước, sau đó mở lại yêu cầu.',
    requestExpired: 'Yêu cầu này đã hết hạn.',
    pushText: 'Có người đang xác minh tài khoản của bạn trên một màn hình khác. Nếu là bạn, hãy nhập số hiển thị trên màn hình đó. Nếu không, hãy đóng trang này.',
    pushNumber: 'Số hiển thị trên màn hình kia',
    approve: 'Phê duyệt',
    approvedTitle: 'Đã phê duyệt',
    approvedText: 'Xong. Vui lòng tiếp tục trên màn hình kia.',
    deniedTitle: 'Đã từ chối',
    deniedText: 'Số bạn nhập không khớp với số hiển thị nên yêu cầu đã bị từ chối. Nếu đó không phải là bạn, hãy đổi mật khẩu.',

    notMeTitle: 'Không phải tôi',
    notMeText:
      'Nếu bạn không thực hiện thay đổi này, chúng tôi sẽ khôi phục địa chỉ email và số điện thoại mà tài khoản của bạn có trước đó (và hủy việc xóa tài khoản), đăng xuất mọi thiết bị, tạm dừng các thay đổi bảo mật trong 24 giờ và gửi cho bạn liên kết để đặt mật khẩu mới.',
    notMeButton: 'Không phải tôi',
    securedTitle: 'Tài khoản của bạn đã được bảo vệ',
    securedNewDevice: 'Mọi thiết bị, kể cả thiết bị mới, đã bị đăng xuất và các thay đổi bảo mật được tạm dừng trong 24 giờ.',
    securedContacts:
      'Tài khoản của bạn đã dùng lại địa chỉ email và số điện thoại trước khi thay đổi, mọi thiết bị đã bị đăng xuất và các thay đổi bảo mật được tạm dừng trong 24 giờ.',
    passwordLinkSent: (places) => `Chúng tôi đã gửi liên kết đặt mật khẩu mới đến ${places.join(' và ')}. Mật khẩu cũ của bạn không còn dùng được nữa.`,

    itWasMeTitle: 'Đó là tôi',
    itWasMeText: (label) =>
      `${label} đã được thêm vào tài khoản của bạn. Nếu bạn đã thêm, từ giờ thông tin này có thể dùng để khôi phục tài khoản của bạn (đặt lại mật khẩu, xác minh đó là bạn) mà không phải chờ hết thời gian chờ.`,
    itWasMeButton: 'Đó là tôi',
    itWasMeWarning: 'Nếu bạn không thêm, đừng nhấn nút này: hãy dùng liên kết "không phải tôi" trong cùng tin nhắn.',
    thanksTitle: 'Cảm ơn bạn',
    canRecover: (label) => `Giờ đây ${label} có thể dùng để khôi phục tài khoản của bạn.`,

    nextStepGone: 'Yêu cầu này đã hết hạn hoặc được bắt đầu trên một trình duyệt khác. Vui lòng đăng nhập lại trên trình duyệt này.',
    verifyAccountTitle: 'Xác minh tài khoản của bạn',
    verifyAccountText: 'Vui lòng xác nhận tài khoản để liên kết đăng nhập mạng xã hội của bạn.',
    loggingInTo: (account) => html`Bạn đang đăng nhập vào tài khoản <strong>${account}</strong>.`,
    confirmItsMe: 'Xác nhận đó là tôi',

    qrTitle: 'Đăng nhập trên máy tính của bạn',
    qrGone: 'Mã này đã hết hạn hoặc đã được quét trên một điện thoại khác. Hãy làm mới mã trên máy tính của bạn và quét lại.',
    qrNotFromLink: 'Mã đăng nhập chỉ dùng được khi bạn quét bằng camera của điện thoại này từ màn hình máy tính của chính bạn, không phải qua liên kết.',
    qrSentLink: 'Nếu có người gửi cho bạn liên kết này, đừng tiếp tục: họ có thể đang cố truy cập vào tài khoản của bạn.',
    qrLogInFirst: 'Hãy đăng nhập trên điện thoại này trước, sau đó mở lại mã.',
    qrLogInAs: (name) => html`Đăng nhập trên máy tính của bạn với tư cách <strong>${name}</strong>?`,
    qrRequester: (device, network, sameNetwork, ago) =>
      html`Máy tính đang yêu cầu: <strong>${device}</strong>, trên ${
        network ? html`mạng <strong>${network}</strong>${sameNetwork ? ' (cùng mạng với điện thoại này)' : ''}` : 'một mạng mà dịch vụ không nhận ra'
      }. Mã được tạo ${ago}.`,
    qrConfirmOnly:
      'Chỉ xác nhận nếu bạn vừa quét mã này trên màn hình máy tính của chính bạn. Nếu không, có thể ai đó đang cố đăng nhập với tư cách của bạn: đừng xác nhận.',
    qrConfirm: 'Xác nhận đăng nhập',
    qrContinue: 'Tiếp tục',
    qrReviewWarning: 'Mã này không được mở bằng camera của điện thoại này. Có thể ai đó đã gửi liên kết cho bạn để truy cập vào tài khoản của bạn.',
    qrReviewCheck: 'Hãy kiểm tra máy tính đang yêu cầu. Chỉ xác nhận nếu đó là máy của bạn và đang ở ngay trước mặt bạn:',
    qrReviewRequester: (device, network, ago) =>
      html`<strong>${device}</strong>, trên ${network ? html`mạng <strong>${network}</strong>` : 'một mạng mà dịch vụ không nhận ra'}, mã được tạo ${ago}.`,
    qrReviewYes: (name) => `Vâng, đăng nhập ${name} trên máy tính này`,
    qrReviewNo: 'Không, đây không phải máy tính của tôi',
    qrDone: 'Xong. Vui lòng tiếp tục trên máy tính của bạn.',
    secondsAgo: (seconds) => `${seconds} giây trước`,
    minutesAgo: (minutes) => `${minutes} phút trước`,

    challengeTitle: 'Kiểm tra bảo mật',
    slideText: 'Trượt đến cuối để chứng minh bạn không phải là robot.',
    slideLabel: 'Trượt để xác minh',
    checking: 'Đang kiểm tra…',
    checkDone: 'Cảm ơn bạn. Bạn có thể đóng cửa sổ này.',
    checkFailed: 'Kiểm tra không thành công. Vui lòng tải lại trang này và thử lại.',
  },
};
