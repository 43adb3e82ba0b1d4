import { expect } from '@open-wc/testing';
import { is, validate, type Struct } from 'superstruct';
import { GATEWAY, REST } from '../src/kernel/contract/calls.ts';
import { envelope, GatewayAnswerSchema } from '../src/kernel/contract/envelope.ts';
import { isNextStepAction, LoginModuleSchema, LoginResponseSchema, QrSessionSchema, UserSchema } from '../src/kernel/contract/entities.ts';

/** The samples of spec section 3, as the member service sends them. */
const user = { id: 1001, name: '+65 8***67', phone: '81234567', phonePrefixCode: '65', status: 'NORMAL', type: 'BUYER', memberLevel: 'TRUSTED', userTag1: 'x' };
const loginResponse = {
  sessionId: 's1',
  sessionExpiredTime: 1_800_000_000_000,
  cookieList: [{ name: 'sid', value: 'v', domain: '.example', maxAge: 2_592_000, path: '/', secure: true, httpOnly: true, sameSite: 'Lax' }],
  loginType: 'PHONE_OTP',
  isAutoRegister: false,
  user,
  loginNextStepAction: 'DELETION_COOL_CONFIRM',
  loginNextStepActionData: { deletionCancelToken: 'dct', url: 'https://member.lazada.sg/restore' },
  userId: '1001',
  futureField: { anything: true },
};

/** Any schema, for the table. */
const schema = <T, S>(struct: Struct<T, S>) => struct as unknown as Struct<unknown, unknown>;

const cases: { name: string; struct: Struct<unknown, unknown>; data: unknown; valid: boolean }[] = [
  { name: 'a user with the sample fields', struct: schema(UserSchema), data: user, valid: true },
  { name: 'a user without id', struct: schema(UserSchema), data: { name: 'x' }, valid: false },
  { name: 'a user with a numeric phone', struct: schema(UserSchema), data: { id: 1, phone: 81234567 }, valid: false },
  { name: 'a login response with the next step and unknown fields', struct: schema(LoginResponseSchema), data: loginResponse, valid: true },
  {
    name: 'a login response with an action this widget does not know yet',
    struct: schema(LoginResponseSchema),
    data: { loginNextStepAction: 'SOMETHING_NEW' },
    valid: true,
  },
  { name: 'a login response with cookies of the wrong shape', struct: schema(LoginResponseSchema), data: { cookieList: [{ name: 'sid' }] }, valid: false },
  { name: 'a login module without DTO', struct: schema(LoginModuleSchema), data: {}, valid: true },
  {
    name: 'the sample QR session',
    struct: schema(QrSessionSchema),
    data: { qrLoginUrl: 'https://m.example/qr?id=1', requestId: 'r1', expire: 20, interval: 5000 },
    valid: true,
  },
  {
    name: 'a QR session with a string interval',
    struct: schema(QrSessionSchema),
    data: { qrLoginUrl: 'u', requestId: 'r1', expire: 20, interval: '5000' },
    valid: false,
  },
  {
    name: 'a channel list',
    struct: schema(GATEWAY.checkSmsChannel.data),
    data: {
      result: [
        { type: 'SMS', text: 'SMS', icon: 'sms.svg', supportOneClickVerify: false },
        { type: 'WHATSAPP', text: 'WhatsApp' },
      ],
    },
    valid: true,
  },
  { name: 'a channel of an unknown type', struct: schema(GATEWAY.checkSmsChannel.data), data: { result: [{ type: 'PIGEON', text: 'Pigeon' }] }, valid: false },
  { name: 'the CSRF answer', struct: schema(REST.getCsrfToken.module), data: { parameterName: '_csrf', token: 't' }, valid: true },
  { name: 'the send-code answer with codeLength', struct: schema(GATEWAY.sendCode.data), data: { codeLength: 4 }, valid: true },
  {
    name: 'the password-reset token',
    struct: schema(GATEWAY.applyResetPasswordWithSecurity.data),
    data: { token: 't', type: 'RESET_PASSWORD', verifyUrl: 'https://x' },
    valid: true,
  },
  { name: 'the deletion-cancel answer', struct: schema(GATEWAY.cancelDeletion.data), data: { loginResponse }, valid: true },
  { name: 'the current user', struct: schema(GATEWAY.currentUser.data), data: { id: '1001' }, valid: true },
  { name: 'the QR status', struct: schema(GATEWAY.checkQrCodeStatus.data), data: { module: { status: 'SUCCESS', token: 'id-token' } }, valid: true },
  {
    name: 'an envelope with every field',
    struct: schema(envelope(LoginModuleSchema)),
    data: { success: false, module: {}, errorCode: { key: 'K', displayMessage: 'M' }, retry: false, repeated: false, notSuccess: true },
    valid: true,
  },
  { name: 'an envelope without success', struct: schema(envelope(LoginModuleSchema)), data: { module: {} }, valid: false },
  { name: 'an errorCode without key', struct: schema(envelope(LoginModuleSchema)), data: { success: false, errorCode: { displayMessage: 'M' } }, valid: false },
  { name: 'a gateway answer', struct: schema(GatewayAnswerSchema), data: { api: 'a', v: '1.0', ret: ['SUCCESS::ok'], data: {} }, valid: true },
  { name: 'a gateway answer with ret as text', struct: schema(GatewayAnswerSchema), data: { api: 'a', v: '1.0', ret: 'SUCCESS' }, valid: false },
  { name: 'a login request', struct: schema(REST.login.request), data: { loginName: 'a@b.co', encryptPassword: 'c', lzdAppVersion: '1.0' }, valid: true },
  { name: 'a login request with the clear password field only', struct: schema(REST.login.request), data: { loginName: 'a@b.co', password: 'secret' }, valid: false },
  { name: 'a code verification of an unknown type', struct: schema(REST.verifyPhoneCode.request), data: { type: 'OTP_WHATEVER', phone: '8', code: '1' }, valid: false },
  {
    name: 'a profile update with a gender outside the choice',
    struct: schema(GATEWAY.updateUserProfile.request),
    data: { gender: 'other', birthday: '1990-01-02' },
    valid: false,
  },
];

describe('wire contract', () => {
  for (const { name, struct, data, valid } of cases) {
    it(`${valid ? 'accepts' : 'rejects'} ${name}`, () => {
      const [failure] = validate(data, struct);
      expect(failure === undefined, failure?.message).to.equal(valid);
    });
  }

  it('names every call of spec section 7', () => {
    expect(Object.keys(REST)).to.have.members(['getCsrfToken', 'login', 'loginByOAuthCode', 'validatePhone', 'verifyPhoneCode', 'resetPassword', 'loginByQrCode']);
    expect(Object.keys(GATEWAY)).to.have.length(15);
    expect(GATEWAY.cancelDeletion.api).to.equal('mtop.lazada.member.user.deletion.cancel');
    for (const call of Object.values(GATEWAY)) expect(call.api).to.match(/^mtop\.lazada\.member\.user\./);
  });

  it('knows the seven next-step actions', () => {
    for (const action of [
      'SECOND_VERIFICATION',
      'DELETION_COOL_CONFIRM',
      'JUMP_TO_URL',
      'COMPLETE_PASSWORD_FOR_LOGIN',
      'OAUTH_VERIFY_EMAIL_PASSWORD',
      'OAUTH_COMPLETE_PHONE_FOR_REGISTER',
      'COMPLETE_PROFILE',
    ]) {
      expect(isNextStepAction(action), action).to.equal(true);
    }
    expect(isNextStepAction('NONE')).to.equal(false);
    expect(is({ loginNextStepAction: 'NONE' }, LoginResponseSchema)).to.equal(true);
  });
});
