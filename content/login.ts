// Copy for /login: the page, its form, and the messages of a sign-in (docs/product/admin.md#sign-in).
// The words the browser's login module shows are single exports, so its bundle carries just those
// strings (an object's property names would come along too).

export const loginPage = {
  heading: 'Admin Login',
  intro: 'Sign in to the dashboard: leads, posts, the site’s settings and more.',
  usernameLabel: 'Username',
  passwordLabel: 'Password',
  forgotLink: 'Forgot your password?',
} as const;

export const loginButton = 'Login';
export const loginButtonPending = 'Logging in...';

/** Also the server's answer to blank fields (server/auth/sign-in.server.ts). */
export const loginBlankFields = 'Please fill in all fields';
/** Also the server's answer to wrong credentials, whatever the cause. */
export const loginInvalidCredentials = 'Invalid credentials';
export const loginBlankTitle = 'Error';
export const loginFailedTitle = 'Login failed';
export const loginUnreachable = 'Could not reach the server. Please try again.';
export const loginSuccessTitle = 'Login successful';
export const loginSuccessDescription = 'Welcome to the dashboard!';
