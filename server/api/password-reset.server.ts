/**
 * /api/auth/password-reset: "forgot password" by email (server/auth/password-reset.server.ts).
 * The request answers 202 with the same words whatever the address; the link's page completes it.
 */
import type { RequestHandler } from 'express';
import { resetRequested, validateResetCompletion, validateResetRequest, type PasswordResets } from '../auth/password-reset.server.ts';

export function passwordResetHandlers(resets: PasswordResets): Record<'request' | 'complete', RequestHandler> {
  return {
    request(req, res) {
      const { email } = validateResetRequest(req.body);
      resets.request(req, email);
      res.status(202).json({ message: resetRequested });
    },
    async complete(req, res) {
      const { token, password } = validateResetCompletion(req.body);
      await resets.complete(req, token, password);
      res.json({ message: 'Your password has been changed. Sign in with the new one.' });
    },
  };
}
