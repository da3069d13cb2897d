// Copy for two-factor sign-in: the second step of /login (/login/verify) and the security page
// (/dashboard/security) where staff set up an authenticator app. Single exports where the browser's
// modules read them, so each bundle carries only its own strings.

export const secondStepPage = {
  heading: 'Two-step sign-in',
  intro: 'Your password was right. Now enter the 6-digit code from your authenticator app.',
  introWithPasskey: 'Your password was right. Now enter the 6-digit code from your authenticator app, or use one of your passkeys.',
  introPasskeyOnly: 'Your password was right. Now confirm with one of your passkeys.',
  codeLabel: 'Authentication code',
  codeHint: '6 digits, from your authenticator app',
  recoverySummary: 'Lost your phone? Use a recovery code',
  recoveryLabel: 'Recovery code',
  recoveryHint: 'One of the codes you saved when you set up two-step sign-in, like abcde-23456. Each works once.',
  startOver: 'Start over with another account',
} as const;

export const secondStepSubmit = 'Verify';
export const secondStepPending = 'Verifying...';
export const recoverySubmit = 'Use recovery code';
export const secondStepBlank = 'Enter the code first.';
export const secondStepFailedTitle = 'Verification failed';

export const securityPage = {
  heading: 'Two-step sign-in',
  intro: 'A second step after your password: a code from an authenticator app on your phone, or a passkey. A stolen password alone then does not get in.',
  noScript: 'Setting up two-step sign-in needs JavaScript. Turn it on and reload this page.',
  back: 'Back to the dashboard',
  totpHeading: 'Authenticator app',
  totpOn: 'On: sign-in asks for a code from your app.',
  totpOff: 'Off.',
  recoveryLeft: (count: number) => `${count} unused recovery code${count === 1 ? '' : 's'} left.`,
  setUp: 'Set up an authenticator app',
  settingUp: 'Preparing...',
  scan: 'Scan this QR code with your authenticator app (for example Google Authenticator, Microsoft Authenticator, 1Password or Aegis).',
  qrLabel: 'QR code for your authenticator app',
  manualKey: 'Or type this key into the app:',
  confirmLabel: 'Code shown by the app',
  confirm: 'Turn on',
  confirming: 'Turning on...',
  cancel: 'Cancel',
  recoveryHeading: 'Save your recovery codes',
  recoveryIntro:
    'If you lose your phone, each of these codes signs you in once instead of an app code. They are shown only now: print them or keep them in a password manager.',
  recoveryDone: 'I have saved them',
  recoveryCopy: 'Copy codes',
  recoveryCopied: 'Copied. Paste them into your password manager.',
  recoveryCopyFailed: 'Could not copy: select the codes and copy them yourself.',
  recoveryDownload: 'Download as a text file',
  recoveryFileTitle: (site: string) => `Recovery codes for your dashboard account on ${site}. Each signs you in once instead of an app code.`,
  turnOff: 'Switch off',
  turnOffLabel: 'Current code from the app, to switch it off',
  turningOff: 'Switching off...',
  enabledTitle: 'Two-step sign-in is on',
  disabledTitle: 'Two-step sign-in is off',
  failedTitle: 'That did not work',
  loadFailed: 'Your settings could not be loaded. Please reload the page.',
  enrolmentRequired:
    'The owners of this site require two-step sign-in for every account. Set up an authenticator app or add a passkey below to continue; until then nothing else opens.',
  requirementHeading: 'Two-step sign-in for everyone',
  requirementIntro:
    'When this is on, anyone signing in without two-step sign-in is sent here right after their password and can do nothing else until it is set up. It cannot then be switched off.',
  requirementLabel: 'Require two-step sign-in for every user',
  requirementSave: 'Save',
  requirementSaved: 'Saved',
} as const;
