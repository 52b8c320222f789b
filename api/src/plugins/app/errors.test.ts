import { describe, expect, it } from 'vitest';
import { validationMessage } from './errors.ts';

const error = (instancePath: string, schemaPath: string, keyword: string, message: string, params = {}) => ({
  instancePath,
  schemaPath,
  keyword,
  params,
  message,
});

describe('validationMessage', () => {
  it('keeps every branch of a union that is not a nullable field', () => {
    const errors = [
      error('/when', '#/properties/when/anyOf/0/format', 'format', 'must match format "date"'),
      error('/when', '#/properties/when/anyOf/1/type', 'type', 'must be integer', { type: 'integer' }),
      error('/when', '#/properties/when/anyOf', 'anyOf', 'must match a schema in anyOf'),
    ];
    expect(validationMessage(errors, 'body')).toBe(
      'body/when must match format "date", body/when must be integer, body/when must match a schema in anyOf',
    );
  });

  it('reports a nullable field inside a nested object once, and leaves other fields as they are', () => {
    const errors = [
      error(
        '/quote/moq',
        '#/properties/quote/properties/moq/anyOf/0/exclusiveMinimum',
        'exclusiveMinimum',
        'must be > 0',
      ),
      error('/quote/moq', '#/properties/quote/properties/moq/anyOf/1/type', 'type', 'must be null', {
        type: 'null',
      }),
      error('/quote/moq', '#/properties/quote/properties/moq/anyOf', 'anyOf', 'must match a schema in anyOf'),
    ];
    expect(validationMessage(errors, 'body')).toBe('body/quote/moq must be > 0');
    expect(
      validationMessage([error('', '#/required', 'required', "must have required property 'name'")], 'body'),
    ).toBe("body must have required property 'name'");
  });
});
