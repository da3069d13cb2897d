/**
 * The Mozilla HTTP Observatory's grading, applied to responses we fetch
 * ourselves (its scanner only talks to ports 80/443). Rules and modifiers follow
 * @mdn/mdn-http-observatory: src/analyzer/tests/*.js and src/grader/charts.js;
 * scoring as in src/scanner/index.js: 100 + penalties, and the bonuses only when
 * the score without them is at least 90. HSTS preloading (+5) needs the site in
 * Chromium's preload list, which a local check cannot be; it is never awarded.
 */

export interface ObservedResponse {
  url: string;
  status: number;
  headers: Headers;
  body: string;
}

export interface ObservatoryInput {
  /** GET of the page over https ("auto" in the scanner). */
  page: ObservedResponse;
  /** The same GET with an Origin header, to see whether CORS exposes it. */
  cors: ObservedResponse & { origin: string };
  /** The first answer to the page over plain http. */
  http: ObservedResponse;
}

export interface TestResult {
  result: string;
  modifier: number;
}

export interface Grade {
  score: number;
  grade: string;
  tests: Record<string, TestResult>;
}

const broad = new Set(['ftp:', 'http:', 'https:', '*', 'http://*', 'http://*.*', 'https://*', 'https://*.*']);
const unsafeInline = new Set(["'unsafe-inline'", 'data:']);
const broadOrInline = new Set([...broad, ...unsafeInline]);
const noncesAndHashes = ["'sha256-", "'sha384-", "'sha512-", "'nonce-"];

/** Directive name → source list; the first occurrence of a directive wins (CSP3). */
export function parseCsp(header: string): Map<string, Set<string>> {
  const policy = new Map<string, Set<string>>();
  for (const part of header.split(/[;,]/)) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (!name) continue;
    const directive = name.toLowerCase();
    if (!policy.has(directive))
      policy.set(directive, new Set(sources.map((source) => (source.startsWith("'sha") || source.startsWith("'nonce-") ? source : source.toLowerCase()))));
  }
  return policy;
}

function csp(page: ObservedResponse): TestResult & { policy?: Map<string, Set<string>> } {
  const header = page.headers.get('content-security-policy');
  if (!header) return { result: 'csp-not-implemented', modifier: -25 };
  const policy = parseCsp(header);
  const any = new Set(['*']);
  const fallback = (name: string) => new Set(policy.get(name) ?? policy.get('default-src') ?? any);
  const scriptSrc = fallback('script-src');
  const styleSrc = fallback('style-src');
  const objectSrc = fallback('object-src');
  for (const list of [scriptSrc, styleSrc]) {
    if ([...list].some((source) => noncesAndHashes.some((prefix) => source.startsWith(prefix)))) list.delete("'unsafe-inline'");
  }
  const https = page.url.startsWith('https:');
  const passive = ['img-src', 'media-src'].flatMap((name) => [...(policy.get(name) ?? policy.get('default-src') ?? [])]);
  const active = [...policy].filter(([name]) => !['img-src', 'media-src', 'script-src'].includes(name)).flatMap(([, list]) => [...list]);
  active.push(...scriptSrc);
  const insecure = (source: string) => source.startsWith('http:') || source.startsWith('ftp:');
  let result: TestResult;
  if ([...scriptSrc].some((source) => broadOrInline.has(source)) || [...objectSrc].some((source) => broad.has(source))) {
    result = { result: 'csp-implemented-with-unsafe-inline', modifier: -20 };
  } else if (https && active.some(insecure)) {
    result = { result: 'csp-implemented-with-insecure-scheme', modifier: -20 };
  } else if (scriptSrc.has("'unsafe-eval'") || styleSrc.has("'unsafe-eval'")) {
    result = { result: 'csp-implemented-with-unsafe-eval', modifier: -10 };
  } else if (https && passive.some(insecure)) {
    result = { result: 'csp-implemented-with-insecure-scheme-in-passive-content-only', modifier: -10 };
  } else if ([...styleSrc].some((source) => broadOrInline.has(source))) {
    result = { result: 'csp-implemented-with-unsafe-inline-in-style-src-only', modifier: 0 };
  } else if (policy.get('default-src')?.size === 1 && policy.get('default-src')?.has("'none'")) {
    result = { result: 'csp-implemented-with-no-unsafe-default-src-none', modifier: 10 };
  } else {
    result = { result: 'csp-implemented-with-no-unsafe', modifier: 5 };
  }
  return { ...result, policy };
}

function hsts(page: ObservedResponse): TestResult {
  if (!page.url.startsWith('https:')) return { result: 'hsts-not-implemented-no-https', modifier: -20 };
  const header = page.headers.get('strict-transport-security');
  if (!header) return { result: 'hsts-not-implemented', modifier: -20 };
  const maxAge = header
    .split(';')
    .map((part) => part.trim().toLowerCase())
    .find((part) => part.startsWith('max-age='));
  if (header.includes(',') || !maxAge) return { result: 'hsts-header-invalid', modifier: -20 };
  return Number.parseInt(maxAge.slice(8), 10) < 15_552_000
    ? { result: 'hsts-implemented-max-age-less-than-six-months', modifier: -10 }
    : { result: 'hsts-implemented-max-age-at-least-six-months', modifier: 0 };
}

interface ParsedCookie {
  name: string;
  secure: boolean;
  httpOnly: boolean;
  sameSite: string | undefined;
}

function parseSetCookie(line: string): ParsedCookie {
  const [pair = '', ...attributes] = line.split(';');
  const cookie: ParsedCookie = { name: pair.split('=')[0]!.trim(), secure: false, httpOnly: false, sameSite: undefined };
  for (const attribute of attributes) {
    const [key = '', value] = attribute.trim().split('=');
    if (key.toLowerCase() === 'secure') cookie.secure = true;
    if (key.toLowerCase() === 'httponly') cookie.httpOnly = true;
    if (key.toLowerCase() === 'samesite') cookie.sameSite = (value ?? '').trim().toLowerCase();
  }
  return cookie;
}

/** Results from worst to best, as the scanner's `onlyIfWorse` ranks them. */
const cookieResults: TestResult[] = [
  { result: 'cookies-session-without-secure-flag', modifier: -40 },
  { result: 'cookies-session-without-httponly-flag', modifier: -30 },
  { result: 'cookies-anticsrf-without-samesite-flag', modifier: -20 },
  { result: 'cookies-samesite-flag-invalid', modifier: -20 },
  { result: 'cookies-session-without-secure-flag-but-protected-by-hsts', modifier: -10 },
  { result: 'cookies-without-secure-flag', modifier: -20 },
  { result: 'cookies-without-secure-flag-but-protected-by-hsts', modifier: -5 },
];

export function gradeCookies(setCookies: string[], hstsPasses: boolean): TestResult {
  if (setCookies.length === 0) return { result: 'cookies-not-found', modifier: 0 };
  let worst = cookieResults.length;
  const note = (name: string) =>
    (worst = Math.min(
      worst,
      cookieResults.findIndex((entry) => entry.result === name),
    ));
  let missingSameSite = false;
  for (const cookie of setCookies.map(parseSetCookie)) {
    const session = ['login', 'sess'].some((part) => cookie.name.toLowerCase().includes(part));
    if (cookie.sameSite !== undefined && !['lax', 'strict', 'none'].includes(cookie.sameSite)) note('cookies-samesite-flag-invalid');
    if (!cookie.secure && cookie.sameSite === 'none') note('cookies-samesite-flag-invalid');
    if (!cookie.secure) note(hstsPasses ? 'cookies-without-secure-flag-but-protected-by-hsts' : 'cookies-without-secure-flag');
    if (cookie.name.toLowerCase().includes('csrf') && !cookie.sameSite) note('cookies-anticsrf-without-samesite-flag');
    if (session && !cookie.secure) note(hstsPasses ? 'cookies-session-without-secure-flag-but-protected-by-hsts' : 'cookies-session-without-secure-flag');
    if (session && !cookie.httpOnly) note('cookies-session-without-httponly-flag');
    if (!cookie.sameSite) missingSameSite = true;
  }
  if (worst < cookieResults.length) return cookieResults[worst]!;
  return missingSameSite
    ? { result: 'cookies-secure-with-httponly-sessions', modifier: 0 }
    : { result: 'cookies-secure-with-httponly-sessions-and-samesite', modifier: 5 };
}

function cors({ headers, origin }: ObservatoryInput['cors']): TestResult {
  const allowOrigin = headers.get('access-control-allow-origin');
  if (!allowOrigin) return { result: 'cross-origin-resource-sharing-not-implemented', modifier: 0 };
  if (allowOrigin.trim() === '*') return { result: 'cross-origin-resource-sharing-implemented-with-public-access', modifier: 0 };
  if (allowOrigin === origin && headers.get('access-control-allow-credentials')?.trim().toLowerCase() === 'true') {
    return { result: 'cross-origin-resource-sharing-implemented-with-universal-access', modifier: -50 };
  }
  return { result: 'cross-origin-resource-sharing-implemented-with-restricted-access', modifier: 0 };
}

function redirection({ http, page }: ObservatoryInput): TestResult {
  const location = http.headers.get('location');
  if (http.status < 300 || http.status >= 400 || !location) return { result: 'redirection-missing', modifier: -20 };
  const target = new URL(location, http.url);
  if (target.protocol !== 'https:') return { result: 'redirection-not-to-https-on-initial-redirection', modifier: -10 };
  if (target.host !== new URL(http.url).host) return { result: 'redirection-off-host-from-http', modifier: -5 };
  return page.url.startsWith('https:') ? { result: 'redirection-to-https', modifier: 0 } : { result: 'redirection-not-to-https', modifier: -20 };
}

function referrerPolicy(page: ObservedResponse): TestResult {
  const header = page.headers.get('referrer-policy');
  if (!header) return { result: 'referrer-policy-not-implemented', modifier: 0 };
  const good = ['no-referrer', 'same-origin', 'strict-origin', 'strict-origin-when-cross-origin'];
  const bad = ['origin', 'origin-when-cross-origin', 'unsafe-url', 'no-referrer-when-downgrade'];
  const policy = header
    .split(',')
    .map((value) => value.trim().toLowerCase())
    .filter((value) => good.includes(value) || bad.includes(value))
    .at(-1);
  if (policy && good.includes(policy)) return { result: 'referrer-policy-private', modifier: 5 };
  if (policy) return { result: 'referrer-policy-unsafe', modifier: -5 };
  return { result: 'referrer-policy-header-invalid', modifier: -5 };
}

/** Same-origin scripts need no SRI; external ones do, and must be https. */
function subresourceIntegrity(page: ObservedResponse): TestResult {
  if (!(page.headers.get('content-type') ?? '').includes('html')) return { result: 'sri-not-implemented-response-not-html', modifier: 0 };
  const scripts = [...page.body.matchAll(/<script\b([^>]*)>/gi)].map((match) => match[1] ?? '').filter((attributes) => /\bsrc\s*=/.test(attributes));
  if (scripts.length === 0) return { result: 'sri-not-implemented-but-no-scripts-loaded', modifier: 0 };
  const origin = new URL(page.url).origin;
  const external = scripts.filter((attributes) => {
    const src = attributes.match(/\bsrc\s*=\s*["']?([^"'\s>]+)/)?.[1] ?? '';
    return src.startsWith('//') || new URL(src, page.url).origin !== origin;
  });
  if (external.length === 0) return { result: 'sri-not-implemented-but-all-scripts-loaded-from-secure-origin', modifier: 0 };
  const withIntegrity = external.every((attributes) => /\bintegrity\s*=/.test(attributes));
  const secure = external.every((attributes) => /\bsrc\s*=\s*["']?https:/.test(attributes));
  if (withIntegrity)
    return secure
      ? { result: 'sri-implemented-and-external-scripts-loaded-securely', modifier: 5 }
      : { result: 'sri-implemented-but-external-scripts-not-loaded-securely', modifier: -20 };
  return secure
    ? { result: 'sri-not-implemented-but-external-scripts-loaded-securely', modifier: -5 }
    : { result: 'sri-not-implemented-and-external-scripts-not-loaded-securely', modifier: -50 };
}

function xContentTypeOptions(page: ObservedResponse): TestResult {
  const header = page.headers.get('x-content-type-options');
  if (!header) return { result: 'x-content-type-options-not-implemented', modifier: -5 };
  return header.trim().toLowerCase() === 'nosniff'
    ? { result: 'x-content-type-options-nosniff', modifier: 0 }
    : { result: 'x-content-type-options-header-invalid', modifier: -5 };
}

function xFrameOptions(page: ObservedResponse, policy: Map<string, Set<string>> | undefined): TestResult {
  if (policy?.has('frame-ancestors')) return { result: 'x-frame-options-implemented-via-csp', modifier: 5 };
  const header = page.headers.get('x-frame-options')?.trim().toLowerCase();
  if (!header) return { result: 'x-frame-options-not-implemented', modifier: -20 };
  if (header === 'deny' || header === 'sameorigin') return { result: 'x-frame-options-sameorigin-or-deny', modifier: 0 };
  if (header.startsWith('allow-from')) return { result: 'x-frame-options-allow-from-origin', modifier: 0 };
  return { result: 'x-frame-options-header-invalid', modifier: -20 };
}

function crossOriginResourcePolicy(page: ObservedResponse): TestResult {
  const header = page.headers.get('cross-origin-resource-policy')?.trim().toLowerCase();
  if (!header) return { result: 'corp-not-implemented', modifier: 0 };
  if (header === 'same-origin') return { result: 'corp-implemented-with-same-origin', modifier: 10 };
  if (header === 'same-site') return { result: 'corp-implemented-with-same-site', modifier: 10 };
  if (header === 'cross-origin') return { result: 'corp-implemented-with-cross-origin', modifier: 0 };
  return { result: 'corp-header-invalid', modifier: -5 };
}

const gradeChart: [number, string][] = [
  [100, 'A+'],
  [90, 'A'],
  [85, 'A-'],
  [80, 'B+'],
  [70, 'B'],
  [65, 'B-'],
  [60, 'C+'],
  [50, 'C'],
  [45, 'C-'],
  [40, 'D+'],
  [30, 'D'],
  [25, 'D-'],
  [0, 'F'],
];

export function gradeResponses(input: ObservatoryInput): Grade {
  const { policy, ...contentSecurityPolicy } = csp(input.page);
  const strictTransportSecurity = hsts(input.page);
  const tests: Record<string, TestResult> = {
    'content-security-policy': contentSecurityPolicy,
    cookies: gradeCookies(input.page.headers.getSetCookie(), strictTransportSecurity.modifier === 0),
    'cross-origin-resource-sharing': cors(input.cors),
    redirection: redirection(input),
    'referrer-policy': referrerPolicy(input.page),
    'strict-transport-security': strictTransportSecurity,
    'subresource-integrity': subresourceIntegrity(input.page),
    'x-content-type-options': xContentTypeOptions(input.page),
    'x-frame-options': xFrameOptions(input.page, policy),
    'cross-origin-resource-policy': crossOriginResourcePolicy(input.page),
  };
  const modifiers = Object.values(tests).map((test) => test.modifier);
  const penalised = 100 + modifiers.filter((modifier) => modifier < 0).reduce((sum, modifier) => sum + modifier, 0);
  const score = Math.max(0, penalised >= 90 ? 100 + modifiers.reduce((sum, modifier) => sum + modifier, 0) : penalised);
  const grade = gradeChart.find(([minimum]) => score >= minimum)![1];
  return { score, grade, tests };
}
