/**
 * The browser side of passkey ceremonies, in one place: @simplewebauthn/browser
 * starts them, and the site's API gives the options and checks the answers.
 * Only the islands that use passkeys import this module, so only their pages
 * load it (decision 034).
 */
import { browserSupportsWebAuthn, startAuthentication, startRegistration, WebAuthnError } from '@simplewebauthn/browser';
import type { PublicKeyCredentialCreationOptionsJSON, PublicKeyCredentialRequestOptionsJSON } from '@simplewebauthn/browser';
import { passkeyAlreadyRegistered, passkeyCancelled } from '#content/passkeys.ts';
import { callApi, type ApiAnswer } from '../api/api-client.ts';

export { browserSupportsWebAuthn };

/** A failed ceremony or call: what to tell the user, and the status when the server answered. */
export class PasskeyFailure extends Error {
  readonly status: number | undefined;

  constructor(message: string, status?: number) {
    super(message);
    this.status = status;
  }
}

function unwrap<T>(answer: ApiAnswer<T>): T {
  if (answer.ok) return answer.data;
  throw new PasskeyFailure(answer.errors[0]?.message ?? answer.message, answer.status);
}

/** The browser refused or the user cancelled: one plain sentence; anything else keeps its own message. */
function ceremonyFailure(error: unknown): PasskeyFailure {
  if (error instanceof WebAuthnError && error.code === 'ERROR_CEREMONY_ABORTED') return new PasskeyFailure(passkeyCancelled);
  if (error instanceof WebAuthnError && error.code === 'ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED') return new PasskeyFailure(passkeyAlreadyRegistered);
  if (error instanceof Error && (error.name === 'NotAllowedError' || error.name === 'AbortError')) return new PasskeyFailure(passkeyCancelled);
  return new PasskeyFailure(error instanceof Error ? error.message : String(error));
}

/** Options from `optionsPath`, the authenticator's answer, then `answerPath`; the answer's data. */
export async function authenticateWithPasskey<T>(optionsPath: string, answerPath: string): Promise<T> {
  const options = unwrap(await callApi<PublicKeyCredentialRequestOptionsJSON>('POST', optionsPath));
  let response;
  try {
    response = await startAuthentication({ optionsJSON: options });
  } catch (error) {
    throw ceremonyFailure(error);
  }
  return unwrap(await callApi<T>('POST', answerPath, { response }));
}

/** Registers a new passkey named `name` for the signed-in user; the API's answer. */
export async function registerPasskey<T>(name: string): Promise<T> {
  const options = unwrap(await callApi<PublicKeyCredentialCreationOptionsJSON>('POST', '/api/auth/passkeys/registration-options'));
  let response;
  try {
    response = await startRegistration({ optionsJSON: options });
  } catch (error) {
    throw ceremonyFailure(error);
  }
  return unwrap(await callApi<T>('POST', '/api/auth/passkeys', { name, response }));
}
