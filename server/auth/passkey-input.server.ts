/**
 * What a browser may send from a passkey ceremony (the JSON that
 * @simplewebauthn/browser makes of a PublicKeyCredential): checked field by
 * field before anything is looked up or written, so a hostile body gets a 400
 * naming the field and has no effect.
 */
import Joi from 'joi';
import type { AuthenticationResponseJSON, RegistrationResponseJSON } from '@simplewebauthn/server';
import { loginFieldLimits } from '#shared/login-rules.ts';
import { PASSKEY_NAME_MAX_LENGTH } from '#shared/passkey-rules.ts';
import type { Wording } from '../validation/field-errors.ts';
import { validate } from '../validation/validate.ts';

const base64url = (max: number) =>
  Joi.string()
    .max(max)
    .pattern(/^[\w-]+$/, 'base64url');
// A credential id is at most 1023 bytes (WebAuthn §5.4.3).
const credentialId = base64url(1364);

// Browsers add fields of their own inside a credential's JSON: dropped, never an error. The request's own fields are strict.
const browserFields = { stripUnknown: { objects: true, arrays: false } };

const common = {
  id: credentialId.required(),
  rawId: credentialId.required(),
  type: Joi.string().valid('public-key').required(),
  authenticatorAttachment: Joi.string().valid('platform', 'cross-platform'),
  // Nothing is read from the extensions: whatever came, an empty object goes on.
  clientExtensionResults: Joi.object().unknown(true).strip(),
};

const registrationResponse = Joi.object({
  ...common,
  response: Joi.object({
    clientDataJSON: base64url(4096).required(),
    attestationObject: base64url(16_384).required(),
    authenticatorData: base64url(8192),
    publicKey: base64url(4096),
    publicKeyAlgorithm: Joi.number().integer(),
    transports: Joi.array()
      .items(
        Joi.string()
          .max(32)
          .pattern(/^[a-z-]+$/, 'transport'),
      )
      .max(8),
  }).required(),
}).options(browserFields);

const authenticationResponse = Joi.object({
  ...common,
  response: Joi.object({
    clientDataJSON: base64url(4096).required(),
    authenticatorData: base64url(8192).required(),
    signature: base64url(1024).required(),
    userHandle: base64url(128),
  }).required(),
}).options(browserFields);

export const passkeyName = Joi.string()
  .trim()
  .min(1)
  .max(PASSKEY_NAME_MAX_LENGTH)
  .pattern(/^[^\p{Cc}]*$/u, 'singleLine');

const wording: Wording = {
  whole: 'the passkey answer as a JSON object',
  fieldsOf: 'this request',
  labels: { name: 'Name', response: 'Passkey answer' },
  patterns: { base64url: 'must be base64url text.', transport: 'must be a transport name.', singleLine: 'must be on a single line.' },
};

export function validateRegistration(body: unknown): { name: string; response: RegistrationResponseJSON } {
  const schema = Joi.object({ name: passkeyName.required(), response: registrationResponse.required() });
  const value = validate<{ name: string; response: RegistrationResponseJSON }>(schema, body ?? {}, wording);
  return { name: value.name, response: { ...value.response, clientExtensionResults: {} } };
}

export function validateAuthentication(body: unknown): AuthenticationResponseJSON {
  const schema = Joi.object({ response: authenticationResponse.required() });
  const value = validate<{ response: AuthenticationResponseJSON }>(schema, body ?? {}, wording);
  return { ...value.response, clientExtensionResults: {} };
}

export function validateRename(body: unknown): { name: string } {
  return validate(Joi.object({ name: passkeyName.required() }), body ?? {}, wording);
}

/** Removing a passkey asks for the password or a current code from the authenticator app. */
export type RemovalProof = { password: string; code?: undefined } | { code: string; password?: undefined };

export function validateRemoval(body: unknown): RemovalProof {
  const schema = Joi.object({
    password: Joi.string().max(loginFieldLimits.password),
    code: Joi.string()
      .max(32)
      .pattern(/^\d{6}$/, 'totp'),
  }).xor('password', 'code');
  return validate(schema, body ?? {}, {
    whole: 'the password or a code from your authenticator app',
    fieldsOf: 'this request',
    labels: { password: 'Password' },
    patterns: { totp: 'must be the 6 digits your authenticator app shows.' },
  });
}
