// Copy for passkeys: the sign-in button (/login, /login/verify) and the security page's list
// (/dashboard/security). Single exports where a browser module reads them, so each bundle carries
// only its own strings.

export const passkeySignInButton = 'Sign in with a passkey';
export const passkeySecondFactorButton = 'Use a passkey';
export const passkeyPending = 'Waiting for your passkey...';
export const passkeyDivider = 'or';
export const passkeyFailedTitle = 'Passkey sign-in failed';
export const passkeyCancelled = 'The passkey request was cancelled or timed out. Try again when ready.';
export const passkeyAlreadyRegistered = 'This device already holds a passkey for your account.';
export const passkeyUnsupported = 'This browser cannot use passkeys. Use your password, or another browser.';
export const passkeyNeedsScript = 'Signing in with a passkey needs JavaScript. Turn it on and reload this page.';
