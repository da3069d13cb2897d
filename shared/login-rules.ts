/**
 * Login rules shared by the login form (islands/login/LoginForm.tsx) and the server's sign-in
 * validation (server/auth/sign-in.server.ts): the longest username and password either accepts.
 */
export const loginFieldLimits = {
  username: 200,
  password: 1024,
} as const;
