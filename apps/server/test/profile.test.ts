import { CODE_RESEND_SECONDS } from '@chef/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIMITS } from '../src/modules/user/user.routes.js';
import { buildTestApp, call, freshIp, lastCode, registerUser, type TestApp } from './helper.js';
import { picture, upload } from './multipart.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

const post = (url: string, body: unknown, options: { token?: string; lang?: string } = {}) =>
  call(t.app, 'POST', url, { body, ip: freshIp(), ...options });
const me = async (token: string) => (await call(t.app, 'GET', '/api/user/qryUserInfo', { token })).body.data;
const tomorrow = () => new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);

let mobileCounter = 0;
/** A fresh mainland mobile number per call. */
function freshMobile(): string {
  mobileCounter += 1;
  return `137${String(Date.now() % 1e4).padStart(4, '0')}${String(mobileCounter).padStart(4, '0')}`;
}

describe('updUserInfo', () => {
  it('saves nickname, uploaded avatar, gender and birthday', async () => {
    const user = await registerUser(t);
    const avatar = (
      await upload(t.app, {
        token: user.token,
        folderName: 'avatar',
        file: { filename: 'me.png', contentType: 'image/png', data: await picture(40, 40) },
      })
    ).body.data;
    const res = await post(
      '/api/user/updUserInfo',
      { nickname: '  Chef Li ', avatar, gender: 'female', birthday: '1990-05-17' },
      { token: user.token },
    );
    expect(res.body.code).toBe(0);
    expect(res.body.data).toMatchObject({ nickname: 'Chef Li', avatar, gender: 'female', birthday: '1990-05-17' });
    expect(await me(user.token)).toMatchObject({ nickname: 'Chef Li', avatar, gender: 'female', birthday: '1990-05-17' });
  });

  it('keeps absent fields and clears null ones', async () => {
    const user = await registerUser(t);
    await post('/api/user/updUserInfo', { nickname: 'A', gender: 'male', birthday: '2000-01-01' }, { token: user.token });
    await post('/api/user/updUserInfo', { nickname: 'B' }, { token: user.token });
    expect(await me(user.token)).toMatchObject({ nickname: 'B', gender: 'male', birthday: '2000-01-01' });
    await post('/api/user/updUserInfo', { nickname: 'B', gender: null, birthday: null, avatar: null }, { token: user.token });
    expect(await me(user.token)).toMatchObject({ gender: null, birthday: null, avatar: null });
  });

  it('accepts a birthday of today', async () => {
    const user = await registerUser(t);
    const today = new Date().toISOString().slice(0, 10);
    expect((await post('/api/user/updUserInfo', { nickname: 'x', birthday: today }, { token: user.token })).body.code).toBe(0);
  });

  it.each([
    [{}, 'nickname', 'Nickname: This field is required'],
    [{ nickname: '   ' }, 'nickname', 'Nickname: This field is required'],
    [{ nickname: 'x'.repeat(21) }, 'nickname', 'Nickname: At most 20 characters'],
    [{ nickname: 'x', gender: 'other' }, 'gender', 'Gender: Must be one of: male, female'],
    [{ nickname: 'x', birthday: '1990/01/01' }, 'birthday', 'Birthday: Please enter a date as YYYY-MM-DD'],
    [{ nickname: 'x', birthday: '2023-02-30' }, 'birthday', 'Birthday: Please enter a date as YYYY-MM-DD'],
    [{ nickname: 'x', birthday: 'TOMORROW' }, 'birthday', 'Birthday: Please pick a date between 1900-01-01 and today'],
    [{ nickname: 'x', birthday: '1899-12-31' }, 'birthday', 'Birthday: Please pick a date between 1900-01-01 and today'],
    [{ nickname: 'x', avatar: 'javascript:alert(1)' }, 'avatar', 'Avatar: Please upload the picture here first'],
    [{ nickname: 'x', avatar: 'https://tracker.example/pixel.webp' }, 'avatar', 'Avatar: Please upload the picture here first'],
    [{ nickname: 'x', avatar: 'http://localhost:3000/media/../chef.db' }, 'avatar', 'Avatar: Please upload the picture here first'],
  ])('rejects %j naming the field, and stores nothing', async (input, field, msg) => {
    const user = await registerUser(t);
    const body = { ...input, ...('birthday' in input && input.birthday === 'TOMORROW' ? { birthday: tomorrow() } : {}) };
    const res = await post('/api/user/updUserInfo', body, { token: user.token });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ code: 400, msg, data: { field } });
    expect(await me(user.token)).toMatchObject({ nickname: user.userInfo.nickname, gender: null, birthday: null, avatar: null });
  });

  it('words errors in the caller language', async () => {
    const user = await registerUser(t);
    const res = await post('/api/user/updUserInfo', { nickname: '' }, { token: user.token, lang: 'zh-CN' });
    expect(res.body.msg).toBe('昵称: 此项为必填项');
  });

  it('answers 401 without a token', async () => {
    expect((await post('/api/user/updUserInfo', { nickname: 'x' })).body).toEqual({ code: 401, msg: 'Login failure', data: null });
  });

  it("changes only the caller's profile, whatever userId says", async () => {
    const a = await registerUser(t);
    const b = await registerUser(t);
    await post('/api/user/updUserInfo', { nickname: 'B', userId: a.userInfo.id, id: a.userInfo.id }, { token: b.token });
    await call(t.app, 'POST', `/api/user/updUserInfo?userId=${a.userInfo.id}`, { body: { nickname: 'B2' }, token: b.token });
    expect((await me(a.token)).nickname).toBe(a.userInfo.nickname);
    expect((await me(b.token)).nickname).toBe('B2');
  });
});

describe('updPhone', () => {
  async function codeForNewMobile(token: string, mobile: string) {
    const res = await post('/api/user/sendCode', { account: mobile, scene: 'changePhone' }, { token });
    expect(res.body.code).toBe(0);
    return lastCode(t.db, mobile);
  }

  it('changes the number with a code sent to the new number; the account then signs in with it', async () => {
    const user = await registerUser(t);
    const mobile = freshMobile();
    const code = await codeForNewMobile(user.token, mobile);
    const res = await post('/api/user/updPhone', { mobile, code }, { token: user.token });
    expect(res.body.data).toMatchObject({ mobile: `${mobile.slice(0, 3)}****${mobile.slice(-4)}`, loginNo: mobile });
    expect((await post('/api/user/login', { account: mobile, password: user.password })).body.code).toBe(0);
    // The code is used up.
    expect((await post('/api/user/updPhone', { mobile, code }, { token: user.token })).body.code).toBe(400);
  });

  it('needs a login to send a changePhone code', async () => {
    expect((await post('/api/user/sendCode', { account: freshMobile(), scene: 'changePhone' })).status).toBe(401);
  });

  it('refuses a number that belongs to another account with 409', async () => {
    const a = await registerUser(t);
    const mobile = freshMobile();
    const code = await codeForNewMobile(a.token, mobile);
    // Meanwhile someone registers that number.
    t.clock.advance(CODE_RESEND_SECONDS);
    await registerUser(t, mobile);
    const res = await post('/api/user/updPhone', { mobile, code }, { token: a.token });
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ code: 409, msg: 'This account is already registered', data: { field: 'mobile' } });
    // Asking for a code for a taken number is refused up front too.
    expect((await post('/api/user/sendCode', { account: mobile, scene: 'changePhone' }, { token: a.token })).status).toBe(409);
    expect((await me(a.token)).mobile).toBeNull();
  });

  it.each([
    [{ mobile: '12345', code: '123456' }, 'mobile', 'Mobile number: Please enter a correct mobile number'],
    [{ mobile: 'a@b.co', code: '123456' }, 'mobile', 'Mobile number: Please enter a correct mobile number'],
    [{ mobile: '13800000000', code: '12' }, 'code', 'Verification code: Please enter the 6-digit verification code'],
    [{ code: '123456' }, 'mobile', 'Mobile number: This field is required'],
  ])('rejects %j', async (body, field, msg) => {
    const user = await registerUser(t);
    const res = await post('/api/user/updPhone', body, { token: user.token });
    expect(res.body).toEqual({ code: 400, msg, data: { field } });
  });

  it('rejects a wrong code and keeps the old number', async () => {
    const user = await registerUser(t);
    const mobile = freshMobile();
    const code = await codeForNewMobile(user.token, mobile);
    const wrong = code === '000000' ? '000001' : '000000';
    const res = await post('/api/user/updPhone', { mobile, code: wrong }, { token: user.token, lang: 'zh-CN' });
    expect(res.body).toEqual({ code: 400, msg: '验证码错误', data: { field: 'code' } });
    expect((await me(user.token)).mobile).toBeNull();
  });

  it('answers 401 without a token', async () => {
    expect((await post('/api/user/updPhone', { mobile: freshMobile(), code: '123456' })).status).toBe(401);
  });

  it("changes only the caller's number", async () => {
    const a = await registerUser(t);
    const b = await registerUser(t);
    const mobile = freshMobile();
    const code = await codeForNewMobile(b.token, mobile);
    await post('/api/user/updPhone', { mobile, code, userId: a.userInfo.id }, { token: b.token });
    expect((await me(a.token)).mobile).toBeNull();
    expect((await me(b.token)).loginNo).toBe(mobile);
  });
});

describe('updPwd', () => {
  it('changes the password, keeps this session and signs out every other one', async () => {
    const user = await registerUser(t);
    const other = (await post('/api/user/login', { account: user.account, password: user.password })).body.data.token;
    const res = await post(
      '/api/user/updPwd',
      { oldPassword: user.password, newPassword: 'fresh123', confirmPassword: 'fresh123' },
      { token: user.token },
    );
    expect(res.body).toEqual({ code: 0, msg: 'success', data: null });
    expect((await call(t.app, 'GET', '/api/user/qryUserInfo', { token: user.token })).status).toBe(200);
    expect((await call(t.app, 'GET', '/api/user/qryUserInfo', { token: other })).status).toBe(401);
    expect((await post('/api/user/login', { account: user.account, password: user.password })).body.code).toBe(400);
    expect((await post('/api/user/login', { account: user.account, password: 'fresh123' })).body.code).toBe(0);
  });

  it('rejects a wrong old password and changes nothing', async () => {
    const user = await registerUser(t);
    const res = await post(
      '/api/user/updPwd',
      { oldPassword: 'wrong123', newPassword: 'fresh123', confirmPassword: 'fresh123' },
      { token: user.token },
    );
    expect(res.body).toEqual({ code: 400, msg: 'The old password is incorrect', data: { field: 'oldPassword' } });
    const zh = await post(
      '/api/user/updPwd',
      { oldPassword: 'wrong123', newPassword: 'fresh123', confirmPassword: 'fresh123' },
      { token: user.token, lang: 'zh-CN' },
    );
    expect(zh.body.msg).toBe('旧密码不正确');
    expect((await post('/api/user/login', { account: user.account, password: user.password })).body.code).toBe(0);
  });

  it.each([
    [
      { oldPassword: 'abc12345', newPassword: 'short', confirmPassword: 'short' },
      'newPassword',
      'New password: Password must be 6-12 characters with letters plus digits',
    ],
    [
      { oldPassword: 'abc12345', newPassword: 'lettersonly', confirmPassword: 'lettersonly' },
      'newPassword',
      'New password: Password must be 6-12 characters with letters plus digits',
    ],
    [{ newPassword: 'fresh123' }, 'oldPassword', 'Old password: This field is required'],
    [{ oldPassword: 'abc12345' }, 'newPassword', 'New password: This field is required'],
    // Issue 28: the new password typed twice, the same.
    [{ oldPassword: 'abc12345', newPassword: 'fresh123' }, 'confirmPassword', 'Confirm new password: This field is required'],
    [
      { oldPassword: 'abc12345', newPassword: 'fresh123', confirmPassword: 'fresh124' },
      'confirmPassword',
      'Confirm new password: The two passwords do not match',
    ],
  ])('rejects %j', async (body, field, msg) => {
    const user = await registerUser(t);
    expect((await post('/api/user/updPwd', body, { token: user.token })).body).toEqual({ code: 400, msg, data: { field } });
  });

  it('rejects the same password as the new one', async () => {
    const user = await registerUser(t);
    const res = await post(
      '/api/user/updPwd',
      { oldPassword: user.password, newPassword: user.password, confirmPassword: user.password },
      { token: user.token },
    );
    expect(res.body).toEqual({ code: 400, msg: 'The new password must differ from the old one', data: { field: 'newPassword' } });
  });

  // One scrypt hash (N = 2^17) per guess: ~7 s alone, past the default 30 s when other suites share two cores.
  it('limits old-password guesses per user', async () => {
    const user = await registerUser(t);
    for (let i = 0; i < LIMITS.passwordChangePerUser15Min; i++) {
      await post(
        '/api/user/updPwd',
        { oldPassword: `wrong${i}00`, newPassword: 'fresh123', confirmPassword: 'fresh123' },
        { token: user.token },
      );
    }
    const over = await post(
      '/api/user/updPwd',
      { oldPassword: user.password, newPassword: 'fresh123', confirmPassword: 'fresh123' },
      { token: user.token },
    );
    expect(over.status).toBe(429);
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    expect(over.body.msg).toMatch(/^Too many attempts, please try again in \d+ (seconds?|minutes?)$/);
  }, 120_000);

  it('answers 401 without a token', async () => {
    expect((await post('/api/user/updPwd', { oldPassword: 'abc12345', newPassword: 'fresh123', confirmPassword: 'fresh123' })).status).toBe(
      401,
    );
  });

  it("changes only the caller's password and leaves other users signed in", async () => {
    const a = await registerUser(t);
    const b = await registerUser(t);
    await post(
      '/api/user/updPwd',
      { oldPassword: b.password, newPassword: 'fresh123', confirmPassword: 'fresh123', userId: a.userInfo.id },
      { token: b.token },
    );
    expect((await call(t.app, 'GET', '/api/user/qryUserInfo', { token: a.token })).status).toBe(200);
    expect((await post('/api/user/login', { account: a.account, password: a.password })).body.code).toBe(0);
  });
});
