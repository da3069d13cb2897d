/**
 * The two steps of setting up an authenticator app on the security page (./SecuritySettings.tsx): the
 * QR code and key with the first code's form, then the recovery codes, shown once.
 */
import { useEffect, useState, type FormEvent } from 'react';
import { securityPage as copy } from '#content/two-factor.ts';
import { TOTP_DIGITS } from '#shared/two-factor-rules.ts';

/** The codes as a text file's lines, with what they are for and the site they belong to. */
export function recoveryCodesText(codes: string[], site: string): string {
  return `${copy.recoveryFileTitle(site)}\n\n${codes.join('\n')}\n`;
}

/** Copies `text`: the Clipboard API, or where it is missing or refused, the selection and execCommand. */
async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    const area = document.createElement('textarea');
    area.value = text;
    area.setAttribute('readonly', '');
    area.style.position = 'fixed';
    area.style.opacity = '0';
    document.body.append(area);
    area.select();
    const copied = document.execCommand('copy');
    area.remove();
    return copied;
  }
}

export function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const [copied, setCopied] = useState('');
  const [download, setDownload] = useState<{ href: string; name: string } | null>(null);
  useEffect(() => {
    const site = window.location.hostname;
    const href = URL.createObjectURL(new Blob([recoveryCodesText(codes, site)], { type: 'text/plain;charset=utf-8' }));
    setDownload({ href, name: `${site}-recovery-codes.txt` });
    return () => URL.revokeObjectURL(href);
  }, [codes]);
  return (
    <div className="security-recovery">
      <h3>{copy.recoveryHeading}</h3>
      <p>{copy.recoveryIntro}</p>
      <ul className="security-recovery-codes">
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ul>
      <div className="security-recovery-actions">
        <button
          type="button"
          className="button button-secondary"
          onClick={() =>
            void copyText(recoveryCodesText(codes, window.location.hostname)).then((done) => setCopied(done ? copy.recoveryCopied : copy.recoveryCopyFailed))
          }
        >
          {copy.recoveryCopy}
        </button>
        {download && (
          <a className="button button-secondary" href={download.href} download={download.name}>
            {copy.recoveryDownload}
          </a>
        )}
        <span role="status">{copied}</span>
      </div>
      <button type="button" className="button button-primary" onClick={onDone}>
        {copy.recoveryDone}
      </button>
    </div>
  );
}

export interface TotpSetupProps {
  secret: string;
  /** Server-drawn SVG (server/auth/qr-code.server.ts): paths and a rect, no script or style. */
  qrCodeSvg: string;
  pending: boolean;
  onConfirm: (event: FormEvent<HTMLFormElement>) => void;
  onCancel: () => void;
}

export function TotpSetup({ secret, qrCodeSvg, pending, onConfirm, onCancel }: TotpSetupProps) {
  return (
    <div className="security-setup">
      <p>{copy.scan}</p>
      {/* Server-drawn SVG (server/auth/qr-code.server.ts): paths and a rect, no script or style. */}
      <div className="security-qr" role="img" aria-label={copy.qrLabel} dangerouslySetInnerHTML={{ __html: qrCodeSvg }} />
      <p>
        {copy.manualKey} <code className="security-key">{secret}</code>
      </p>
      <form className="security-form" onSubmit={onConfirm}>
        <label htmlFor="totp-confirm-code">{copy.confirmLabel}</label>
        <div className="security-form-row">
          <input
            id="totp-confirm-code"
            className="text-field"
            name="code"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={TOTP_DIGITS}
            required
            autoFocus
          />
          <button type="submit" className="button button-primary" disabled={pending}>
            {pending ? copy.confirming : copy.confirm}
          </button>
          <button type="button" className="button button-secondary" onClick={onCancel}>
            {copy.cancel}
          </button>
        </div>
      </form>
    </div>
  );
}
