/**
 * The hostile values and bodies (./hostile-input.ts throws them at every endpoint), kept apart from
 * the endpoint list so each file stays readable.
 */
export interface HostileValue {
  name: string;
  value: unknown;
}

const deepObject = (depth: number): unknown => {
  let value: unknown = 'bottom';
  for (let i = 0; i < depth; i++) value = { a: value };
  return value;
};

/** Strings that must be stored and shown back exactly (or refused with a 4xx), never break anything. */
export const hostileStrings: HostileValue[] = [
  { name: 'SQL injection (quote)', value: "Robert'); DROP TABLE contacts;--" },
  { name: 'SQL injection (tautology)', value: "' OR '1'='1' --" },
  { name: 'SQL injection (union)', value: '" UNION SELECT username, password_hash FROM users --' },
  { name: 'SQL comment and semicolon', value: '1; SELECT pg_sleep(10); /*' },
  { name: 'HTML script tag', value: '<script>alert(1)</script>' },
  { name: 'HTML attribute breakout', value: '"><img src=x onerror=alert(1)>' },
  { name: 'entity-looking text', value: '&lt;b&gt; &amp;amp; &#x27;' },
  { name: 'template syntax', value: '${process.exit(1)} {{7*7}} <%= 7*7 %>' },
  { name: 'NUL byte', value: 'before\u0000after' },
  { name: 'other control characters', value: 'bell\u0007 escape\u001b[31m backspace\u0008' },
  { name: 'CR/LF (header injection)', value: 'Name\r\nBcc: victim@example.com' },
  { name: 'Unicode line separator', value: 'one\u2028two\u2029three' },
  { name: 'lone high surrogate', value: 'broken \ud800 text' },
  { name: 'lone low surrogate', value: 'broken \udfff text' },
  { name: 'RTL override', value: 'invoice\u202Egnp.exe' },
  { name: 'zero-width characters', value: 'zero\u200Bwidth\u200Cjoin\u200Dner\uFEFF' },
  { name: 'only invisible characters', value: '\u200B\u200C\u200D\u2060\uFEFF\u00AD \u3164' },
  { name: 'emoji and ZWJ sequences', value: 'Clinic 👩‍⚕️🏥 👨‍👩‍👧‍👦 🇺🇸' },
  { name: 'combining marks', value: 'Z̤͔ͧ̑̓ä͖̭̈̇lͮ̒ͫǧ̗͚̚o̙̔ͮ̇͐̇' },
  { name: 'astral plane characters', value: '𝕳𝖊𝖑𝖑𝖔 𠜎𠜱' },
  { name: 'prototype words', value: '__proto__ constructor prototype' },
  { name: 'path traversal', value: '../../../../etc/passwd' },
  { name: 'very long string (100 000 characters)', value: 'x'.repeat(100_000) },
  { name: 'long string within limits (190 characters)', value: 'Ünïcödé '.repeat(23).slice(0, 190) },
  { name: 'empty string', value: '' },
  { name: 'only whitespace', value: ' \t\u00A0\u3000 ' },
];

/** Values of the wrong type for a text field. */
export const wrongTypes: HostileValue[] = [
  { name: 'number', value: 42 },
  { name: 'boolean', value: true },
  { name: 'null', value: null },
  { name: 'array of strings', value: ['a', 'b'] },
  { name: 'huge array', value: Array.from({ length: 5000 }, () => 1) },
  { name: 'object', value: { text: 'x' } },
  { name: 'nested object (depth 200)', value: deepObject(200) },
  { name: 'object with toString', value: { toString: 'x', valueOf: 'y' } },
];

export interface RawBody {
  name: string;
  body: string;
  contentType: string | undefined;
  /** The one answer allowed, when any 4xx will not do, on every endpoint that parses this kind of body. */
  status?: number;
}

const nested = (depth: number) => '{"a":'.repeat(depth) + '1' + '}'.repeat(depth);

/** Whole bodies that are broken, in the wrong format, or pollution attempts. */
export const hostileBodies: RawBody[] = [
  { name: 'malformed JSON', body: '{"fullName": "x",', contentType: 'application/json' },
  { name: 'JSON with a trailing comma', body: '{"a": 1,}', contentType: 'application/json' },
  { name: 'single-quoted JSON', body: "{'a': 1}", contentType: 'application/json' },
  { name: 'deeply nested JSON (10 000 levels)', body: nested(10_000), contentType: 'application/json' },
  { name: 'deeply nested arrays (50 000 levels)', body: '['.repeat(50_000) + ']'.repeat(50_000), contentType: 'application/json' },
  { name: 'top-level array', body: '[1, 2, 3]', contentType: 'application/json' },
  { name: 'top-level string', body: '"hello"', contentType: 'application/json' },
  { name: 'top-level number', body: '12345', contentType: 'application/json' },
  { name: 'top-level null', body: 'null', contentType: 'application/json' },
  { name: 'empty JSON object', body: '{}', contentType: 'application/json' },
  { name: 'empty body with JSON type', body: '', contentType: 'application/json' },
  { name: 'missing body and type', body: '', contentType: undefined },
  { name: 'oversized body (200 KB)', body: JSON.stringify({ message: 'x'.repeat(200_000) }), contentType: 'application/json' },
  { name: 'text/plain body', body: 'fullName=x', contentType: 'text/plain' },
  { name: 'XML body', body: '<?xml version="1.0"?><!DOCTYPE x [<!ENTITY e SYSTEM "file:///etc/passwd">]><x>&e;</x>', contentType: 'application/xml' },
  { name: 'multipart body', body: '--b\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--b--\r\n', contentType: 'multipart/form-data; boundary=b' },
  // Bodies are UTF-8 only: any other charset is refused before decoding (server/utf8-body.server.ts).
  { name: 'JSON declared as UTF-7', body: '{"a":1}', contentType: 'application/json; charset=utf-7', status: 415 },
  { name: 'JSON declared as UTF-16', body: '{"a":1}', contentType: 'application/json; charset="UTF-16"', status: 415 },
  { name: 'JSON declared as ISO-8859-1', body: '{"a":1}', contentType: 'application/json; charset=iso-8859-1', status: 415 },
  { name: 'invalid UTF-8 bytes', body: '{"a":"\xff\xfe"}', contentType: 'application/json' },
  {
    name: '__proto__ pollution',
    body: '{"__proto__": {"polluted": "yes", "isAdmin": true, "user": {"id": 1, "username": "x"}}}',
    contentType: 'application/json',
  },
  { name: 'constructor.prototype pollution', body: '{"constructor": {"prototype": {"polluted": "yes", "isAdmin": true}}}', contentType: 'application/json' },
  { name: 'prototype key', body: '{"prototype": {"polluted": "yes"}}', contentType: 'application/json' },
];

/** Form-encoded bodies for the HTML form endpoints. */
export const hostileFormBodies: RawBody[] = [
  { name: 'empty form', body: '', contentType: 'application/x-www-form-urlencoded' },
  { name: 'repeated fields (arrays)', body: 'fullName=a&fullName=b&email=x@example.com&email=y@example.com', contentType: 'application/x-www-form-urlencoded' },
  {
    name: 'bracket syntax (objects)',
    body: 'fullName[a]=1&__proto__[polluted]=yes&constructor[prototype][polluted]=yes',
    contentType: 'application/x-www-form-urlencoded',
  },
  { name: 'too many fields', body: Array.from({ length: 500 }, (_, i) => `f${i}=1`).join('&'), contentType: 'application/x-www-form-urlencoded' },
  { name: 'oversized form (200 KB)', body: `message=${'x'.repeat(200_000)}`, contentType: 'application/x-www-form-urlencoded' },
  { name: 'broken percent-encoding', body: 'fullName=%E0%A4%A&email=%ZZ&message=%', contentType: 'application/x-www-form-urlencoded' },
  { name: 'JSON to a form endpoint', body: '{"fullName": "x"}', contentType: 'application/json' },
  { name: 'malformed JSON to a form endpoint', body: '{"fullName": ', contentType: 'application/json' },
  {
    name: 'multipart to a form endpoint',
    body: '--b\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--b--\r\n',
    contentType: 'multipart/form-data; boundary=b',
  },
  { name: 'text/plain to a form endpoint', body: 'hello', contentType: 'text/plain' },
  { name: 'form declared as ISO-8859-1', body: 'fullName=Zo%EB', contentType: 'application/x-www-form-urlencoded; charset=iso-8859-1', status: 415 },
  { name: 'form declared as UTF-16', body: 'fullName=x', contentType: 'application/x-www-form-urlencoded; charset=utf-16', status: 415 },
];
