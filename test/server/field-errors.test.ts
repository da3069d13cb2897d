import { expect } from 'chai';
import Joi from 'joi';
import { HttpError } from '#server/errors.server.ts';
import { toFieldErrors, type Wording } from '#server/validation/field-errors.ts';
import { pageQuery, text } from '#server/validation/rules.ts';
import { validate } from '#server/validation/validate.ts';

const schema = Joi.object({
  fullName: text(10).required(),
  code: text(10).pattern(/^\d+$/, 'digits'),
  items: Joi.array().items(Joi.object({ name: text(5).required() })),
  count: Joi.number().integer().min(1),
  done: Joi.boolean().strict(),
}).required();

const wording: Wording = { whole: 'the thing', fieldsOf: 'a thing', labels: { fullName: 'Full name' }, patterns: { digits: 'may contain only digits.' } };

function errorsOf(value: unknown, words: Wording = wording) {
  const { error } = schema.validate(value, { abortEarly: false, convert: true });
  return toFieldErrors(error!, words);
}

describe('Field errors from joi', () => {
  it('gives one message per field, the first rule it broke, in field order', () => {
    expect(errorsOf({ fullName: 'x'.repeat(11), code: 'x'.repeat(11), count: 1.5, done: 'yes' })).to.deep.equal([
      { field: 'fullName', message: 'Full name must be at most 10 characters.' },
      { field: 'code', message: 'Code must be at most 10 characters.' },
      { field: 'count', message: 'Count must be a whole number.' },
      { field: 'done', message: 'Done must be true or false.' },
    ]);
  });

  it('says blank and missing alike, with the label or the capitalized name', () => {
    expect(errorsOf({ fullName: '   ', code: 'x1' })).to.deep.equal([
      { field: 'fullName', message: 'Full name is required.' },
      { field: 'code', message: 'Code may contain only digits.' },
    ]);
    expect(errorsOf({})).to.deep.equal([{ field: 'fullName', message: 'Full name is required.' }]);
  });

  it('joins nested paths and names the whole body', () => {
    expect(errorsOf({ fullName: 'a', items: [{ name: 'ok' }, { name: 42 }] })).to.deep.equal([{ field: 'items[1].name', message: 'Name must be text.' }]);
    expect(errorsOf([1])).to.deep.equal([{ field: 'body', message: 'Send the thing as a JSON object.' }]);
    expect(errorsOf(null)).to.deep.equal([{ field: 'body', message: 'Send the thing as a JSON object.' }]);
  });

  it('names unknown fields, including ones called like Object.prototype members', () => {
    expect(errorsOf({ fullName: 'a', constructor: 'x', toString: 'y' })).to.deep.equal([
      { field: 'constructor', message: '"constructor" is not a field of a thing.' },
      { field: 'toString', message: '"toString" is not a field of a thing.' },
    ]);
  });

  it('answers HttpError 400 with the first message, or the caller’s', () => {
    const thrown = (fn: () => unknown) => {
      try {
        fn();
      } catch (error) {
        return error as HttpError;
      }
      return expect.fail('no error');
    };
    const query = pageQuery({ default: 20, max: 50 });
    const error = thrown(() => validate(query, { page: '0', limit: '51' }, { fieldsOf: 'the query string' }, { root: 'query' }));
    expect(error).to.be.instanceOf(HttpError).and.include({ status: 400, message: 'Page must be at least 1.' });
    expect(error.errors).to.deep.equal([
      { field: 'page', message: 'Page must be at least 1.' },
      { field: 'limit', message: 'Limit must be at most 50.' },
    ]);
    expect(thrown(() => validate(query, { page: 'x' }, {}, { message: () => 'Bad page' })).message).to.equal('Bad page');
    expect(validate(query, {}, {})).to.deep.equal({ page: 1, limit: 20 });
  });
});
