/** What makes a username or a new password acceptable (config, CLI and bootstrap share these). */
export const USERNAME_PATTERN = /^[a-zA-Z0-9_.-]{3,64}$/;
export const PASSWORD_MIN_LENGTH = 12;
export const PASSWORD_MAX_LENGTH = 128;

export function usernameProblem(username: string): string | undefined {
  return USERNAME_PATTERN.test(username) ? undefined : 'Username must be 3-64 letters, digits, dots, dashes or underscores';
}

export function passwordProblem(password: string): string | undefined {
  if (password.length < PASSWORD_MIN_LENGTH || password.length > PASSWORD_MAX_LENGTH) {
    return `Password must be ${PASSWORD_MIN_LENGTH}-${PASSWORD_MAX_LENGTH} characters`;
  }
  if (password.trim() === '') return 'Password must not be blank';
  return undefined;
}
