import { securityPage } from '#content/two-factor.ts';
import { PasskeyManager } from '#islands/dashboard/security/PasskeyManager.tsx';
import { SecuritySettings } from '#islands/dashboard/security/SecuritySettings.tsx';
import { Island } from '#renderer/Island.server.tsx';
import { usePageContext } from '#renderer/page-context.tsx';

export default function Page() {
  const { securityPage: security } = usePageContext();
  if (!security) return null;
  return (
    <>
      <noscript>
        <section className="container security-no-script">
          <h1>{securityPage.heading}</h1>
          <p>{securityPage.noScript}</p>
        </section>
      </noscript>
      <Island
        name="SecuritySettings"
        component={SecuritySettings}
        id="security"
        props={{
          twoFactor: security.twoFactor,
          enrolmentRequired: security.enrolmentRequired,
          ...(security.requireTwoFactor === undefined ? {} : { requireTwoFactor: security.requireTwoFactor }),
        }}
      />
      <Island
        name="PasskeyManager"
        component={PasskeyManager}
        id="passkeys"
        props={{ passkeys: security.passkeys, totp: security.twoFactor.totp, enrolmentRequired: security.enrolmentRequired }}
      />
    </>
  );
}
