/**
 * No API field name in a message a person can see: walks every validation wording (`whole`, `fieldsOf`, `labels`,
 * `patterns`, `fixed`), every `message` and every `new HttpError(…)` text in server/, and the messages of content/ and shared/,
 * and fails on a camelCase word ("set permissionGiven to true"). Product names spelled that way are listed.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from 'chai';
import ts from 'typescript';
import Joi from 'joi';
import { toFieldErrors } from '#server/validation/field-errors.ts';

const wordingKeys = new Set(['whole', 'fieldsOf', 'labels', 'patterns', 'fixed', 'message', 'messages']);
/** Names that are spelled this way (not field names). */
const spelledSo = new Set(['eClinicalWorks', 'iPhone', 'iPad', 'macOS', 'iOS', 'npm', 'JavaScript', 'PostgreSQL', 'WordPress', 'LinkedIn', 'YouTube']);
const camelCase = /\b[a-z]+[A-Z][A-Za-z]*\b/g;

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .filter((name) => /\.tsx?$/.test(name) && !name.includes('node_modules'))
    .map((name) => join(folder, name));
}

/** The text of string literals and template pieces under `node`. */
function textsUnder(node: ts.Node, found: string[]): void {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) found.push(node.text);
  else if (ts.isTemplateExpression(node)) found.push(node.head.text, ...node.templateSpans.map((span) => span.literal.text));
  // Keys of a labels map are field names: only its values are words.
  if (ts.isPropertyAssignment(node)) return node.name.getText() === 'field' ? undefined : textsUnder(node.initializer, found);
  ts.forEachChild(node, (child) => textsUnder(child, found));
}

function userFacingTexts(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isPropertyAssignment(node) && wordingKeys.has(node.name.getText(source))) return textsUnder(node.initializer, found);
    if (ts.isNewExpression(node) && node.expression.getText(source) === 'HttpError') {
      for (const argument of node.arguments?.slice(1) ?? []) textsUnder(argument, found);
      return;
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** Constants that hold a message and are passed to HttpError by name. */
function messageConstants(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isVariableDeclaration(node) && node.initializer && ts.isStringLiteral(node.initializer) && /^[A-Z].* .*[.!?]$/.test(node.initializer.text)) {
      found.push(node.initializer.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe('Messages a person can see name no API field', () => {
  it('in the validation wordings, error answers and message constants of server/ and content/', () => {
    const offending: string[] = [];
    for (const file of [...sourceFiles('server'), ...sourceFiles('content'), ...sourceFiles('shared')]) {
      for (const text of [...userFacingTexts(file), ...messageConstants(file)]) {
        const words = (text.match(camelCase) ?? []).filter((word) => !spelledSo.has(word));
        if (words.length > 0) offending.push(`${file}: "${text}" (${words.join(', ')})`);
      }
    }
    expect(offending, offending.join('\n')).to.deep.equal([]);
  });

  it('calls a field with no label by its name in words, and names what may be sent in words', () => {
    const schema = Joi.object({ followUpAt: Joi.string().required() });
    const [error] = toFieldErrors(schema.validate({}, { abortEarly: false }).error!, {});
    expect(error!.message).to.equal('Follow up at is required.');
    const either = Joi.object({ newRole: Joi.string(), isActive: Joi.boolean() }).or('newRole', 'isActive');
    const [missing] = toFieldErrors(either.validate({}).error!, { labels: { isActive: 'Active' } });
    expect(missing!.message).to.equal('Send new role or active.');
  });
});
