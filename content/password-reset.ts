// Copy for "forgot password" (/login/forgot) and the link's page (/login/reset). Single exports where the
// browser's module reads them, so its bundle carries only its own strings.

/** Also the API's answer to every request, whether or not an account has the address. */
export const resetRequested = 'If an account has this email address, a link to choose a new password is on its way. It works once, for 30 minutes.';

export const forgotPage = {
  heading: 'Forgot your password?',
  intro: 'Enter the email address of your account. We will send a link to choose a new password.',
  emailLabel: 'Email address',
  submit: 'Send the link',
  sentHeading: 'Check your email',
  noMailIntro: 'This site does not send email, so a password cannot be reset from here.',
  noMailHelp: 'Ask an owner of the site to reset it, or, with access to the server, run',
  noMailCommand: 'npm run admin -- reset-password <username>',
  backToLogin: 'Back to sign in',
} as const;

export const resetPage = {
  heading: 'Choose a new password',
  intro: 'Setting a new password signs your account out everywhere; then sign in with it.',
  noScript: 'Choosing a new password needs JavaScript. Please turn it on and open the link again.',
  passwordLabel: 'New password',
  passwordHint: '12–128 characters.',
} as const;

export const resetSubmit = 'Set the new password';
export const resetPending = 'Saving...';
export const resetNoToken = 'This page needs the full link from the email. Please open the link again, or ask for a new one.';
export const resetDoneTitle = 'Password changed';
export const resetDoneDescription = 'Sign in with your new password.';
export const resetUnreachable = 'Could not reach the server. Please try again.';
