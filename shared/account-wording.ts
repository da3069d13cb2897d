/** Words the browser and the server both say about a new account's password (the invitation page, its API). */
export const passwordsDiffer = 'The two passwords differ: type the same password in both fields.';
