/** Setting TOTP up through the API, as a user would with an authenticator app. */
import { expect } from 'chai';
import { totpCode } from '#server/auth/totp.server.ts';
import type { TestApp } from './app.ts';
import { cookieHeader, postJson, type JsonResponse } from './http.ts';

export const TOTP_STEP_MS = 30_000;

/** POST with the session cookie. */
export function post(app: TestApp, path: string, cookie: string, body: unknown = {}): Promise<JsonResponse<any>> {
  return postJson(`${app.url}${path}`, body, { headers: { cookie } });
}

/** Sets TOTP up for the signed-in `cookie`'s user at `now`; the secret and the recovery codes. */
export async function enrolTotp(app: TestApp, cookie: string, now: number): Promise<{ secret: string; recoveryCodes: string[] }> {
  const setup = await post(app, '/api/auth/2fa/totp/setup', cookie);
  expect(setup.status, setup.text).to.equal(200);
  const confirm = await post(app, '/api/auth/2fa/totp/confirm', cookie, { code: totpCode(setup.body.secret, now) });
  expect(confirm.status, confirm.text).to.equal(200);
  return { secret: setup.body.secret, recoveryCodes: confirm.body.recoveryCodes };
}

/** Signs in with the password only: the half session's Cookie header and the answer. */
export async function passwordStep(app: TestApp, username: string, password: string): Promise<{ cookie: string; response: JsonResponse<any> }> {
  const response = await postJson(`${app.url}/api/auth/login`, { username, password });
  expect(response.status, response.text).to.equal(200);
  return { cookie: cookieHeader(response.headers), response };
}
