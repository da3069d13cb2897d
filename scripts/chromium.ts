/**
 * Debian's Chromium and the flags that keep it off the network
 * (docs/architecture.md#browser-tests):
 * shared by the browser tests and the Lighthouse runner.
 */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * Debian's chromium-headless-shell (the same Chromium build, without the desktop browser): what the browser tests
 * that check what a page does run in (docs/decisions/090-headless-shell-for-behaviour-tests.md).
 */
export const headlessShellPath = process.env.CHROMIUM_HEADLESS_SHELL_PATH ?? '/usr/bin/chromium-headless-shell';

export const offlineChromiumFlags = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-features=NetworkTimeServiceQuerying',
  '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE 127.0.0.1',
] as const;
