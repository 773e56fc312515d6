import {
  emptySchema,
  loginBodySchema,
  loginResultSchema,
  registerBodySchema,
  resetPwdBodySchema,
  sendCodeBodySchema,
  sendCodeResultSchema,
  updPhoneBodySchema,
  updPwdBodySchema,
  updSettingBodySchema,
  updUserInfoBodySchema,
  userInfoSchema,
} from '@chef/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok, okSchema } from '../../lib/envelope.js';
import { limiter } from '../../plugins/limits.js';
import type { ProfileService } from './profile.service.js';
import type { SignInService } from './sign-in.service.js';

const tags = ['account'];
const bearer = [{ bearer: [] }];

/**
 * Per-IP limits on top of the per-code rules of the service. Codes: 5 a minute and 20 an hour from
 * one address. Logins: 10 a minute from one address; wrong passwords per account are counted by the
 * service's lockout (lockout.ts), which never blocks a login by code.
 */
export const LIMITS = {
  codePerIpMinute: 5,
  codePerIpHour: 20,
  loginPerIpMinute: 10,
  accountWritePerIpMinute: 10,
  /** Old-password guesses with a stolen token. */
  passwordChangePerUser15Min: 10,
};

export function userRoutes(app: FastifyInstance, deps: { signIn: SignInService; profile: ProfileService }) {
  const { signIn, profile } = deps;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post('/api/user/sendCode', {
    schema: {
      tags,
      summary: 'Send a 6-digit verification code to a mobile number or e-mail',
      body: sendCodeBodySchema,
      response: okSchema(sendCodeResultSchema),
    },
    onRequest: [limiter(app, 'code-ip-m', LIMITS.codePerIpMinute, '1 minute'), limiter(app, 'code-ip-h', LIMITS.codePerIpHour, '1 hour')],
    handler: async (request) => {
      // changePhone codes go to a new number of the signed-in user.
      if (request.body.scene === 'changePhone') await app.requireUser(request);
      return ok(
        await signIn.sendCode({
          ...request.body,
          ip: request.ip,
          language: request.lang,
          ...(request.user ? { userId: request.user.id } : {}),
        }),
      );
    },
  });

  r.post('/api/user/register', {
    schema: {
      tags,
      summary: 'Register with a code; signs the new user in',
      body: registerBodySchema,
      response: okSchema(loginResultSchema),
    },
    onRequest: limiter(app, 'account-ip', LIMITS.accountWritePerIpMinute, '1 minute'),
    handler: async (request) => ok(await signIn.register({ ...request.body, language: request.lang })),
  });

  r.post('/api/user/login', {
    schema: { tags, summary: 'Log in by password or by code', body: loginBodySchema, response: okSchema(loginResultSchema) },
    onRequest: limiter(app, 'login-ip', LIMITS.loginPerIpMinute, '1 minute'),
    handler: async (request) => {
      const { account, password, code } = request.body;
      return ok(
        password !== undefined
          ? await signIn.loginWithPassword({ account, password, ip: request.ip })
          : await signIn.loginWithCode({ account, code: code! }),
      );
    },
  });

  r.post('/api/user/resetPwd', {
    schema: {
      tags,
      summary: 'Set a new password with a code; signs out every session',
      body: resetPwdBodySchema,
      response: okSchema(emptySchema),
    },
    onRequest: limiter(app, 'account-ip', LIMITS.accountWritePerIpMinute, '1 minute'),
    handler: async (request) => {
      await signIn.resetPassword(request.body);
      return ok(null);
    },
  });

  r.post('/api/user/logout', {
    schema: { tags, summary: 'Revoke the current token', security: bearer, response: okSchema(emptySchema) },
    onRequest: app.requireUser,
    handler: async (request) => {
      await signIn.logout(request.token!);
      return ok(null);
    },
  });

  r.get('/api/user/qryUserInfo', {
    schema: { tags, summary: "The caller's profile", security: bearer, response: okSchema(userInfoSchema) },
    onRequest: app.requireUser,
    handler: async (request) => ok(profile.info(request.user!)),
  });

  r.post('/api/user/updUserInfo', {
    schema: {
      tags,
      summary: 'Save nickname, avatar (a URL from uploadFileToThirdStorage), gender and birthday',
      security: bearer,
      body: updUserInfoBodySchema,
      response: okSchema(userInfoSchema),
    },
    onRequest: app.requireUser,
    handler: async (request) => ok(await profile.updateProfile(request.user!, request.body)),
  });

  r.post('/api/user/updPhone', {
    schema: {
      tags,
      summary: 'Change the mobile number with a code sent to the new number (sendCode scene changePhone)',
      security: bearer,
      body: updPhoneBodySchema,
      response: okSchema(userInfoSchema),
    },
    onRequest: app.requireUser,
    handler: async (request) => ok(await profile.changePhone(request.user!, request.body)),
  });

  r.post('/api/user/updPwd', {
    schema: {
      tags,
      summary: 'Change the password; signs out every other session of the user',
      security: bearer,
      body: updPwdBodySchema,
      response: okSchema(emptySchema),
    },
    // The session first (onRequest, before the body is validated), then the limit keyed by the user.
    onRequest: app.requireUser,
    preHandler: limiter(app, 'pwd-user', LIMITS.passwordChangePerUser15Min, '15 minutes', (request) => `u${request.user!.id}`),
    handler: async (request) => {
      await profile.changePassword(request.user!, request.token!, request.body);
      return ok(null);
    },
  });

  r.post('/api/user/updSetting', {
    schema: { tags, summary: 'Save language and units', security: bearer, body: updSettingBodySchema, response: okSchema(userInfoSchema) },
    onRequest: app.requireUser,
    handler: async (request) => ok(await profile.updateSetting(request.user!.id, request.body)),
  });
}
