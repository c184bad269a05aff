import { describe, expect, it } from 'vitest';
import { packDetailsSchema } from './studio';

const valid = {
  title: 'Tax law for freelancers',
  description: 'Everything a freelancer asks about filing taxes in Japan, with the forms explained.',
  category: 'legal-compliance-policy',
  price: '29.99',
  language: 'en',
};

function messages(body: unknown): Record<string, string[]> {
  const result = packDetailsSchema.safeParse(body);
  if (result.success) return {};
  const byField: Record<string, string[]> = {};
  for (const issue of result.error.issues) (byField[issue.path.join('.')] ??= []).push(issue.message);
  return byField;
}

describe('packDetailsSchema', () => {
  it('turns the form into cents and an empty discount into none', () => {
    const details = packDetailsSchema.parse({ ...valid, discountPrice: '' });
    expect(details).toMatchObject({ price: 2999, discountPrice: null, sampleQuestions: [] });
    expect(packDetailsSchema.parse({ ...valid, price: 29, discountPrice: 19.5 })).toMatchObject({
      price: 2900,
      discountPrice: 1950,
    });
  });

  it('names the field of every mistake', () => {
    expect(messages({ ...valid, price: '' })).toEqual({ price: ['Price is required'] });
    expect(messages({ ...valid, price: '-1' })).toEqual({ price: ['The price cannot be negative'] });
    expect(messages({ ...valid, price: 'abc' })).toEqual({ price: ['Enter a price like 29 or 29.99'] });
    expect(messages({ ...valid, price: '1.234' })).toEqual({ price: ['Enter a price like 29 or 29.99'] });
    expect(messages({ ...valid, discountPrice: '40' })).toEqual({
      discountPrice: ['The discount price must be below the price'],
    });
    expect(messages({ ...valid, category: 'astrology' })).toEqual({
      category: ['Choose one of the categories'],
    });
    expect(messages({ ...valid, title: ' ' })).toEqual({ title: ['Title is required'] });
  });

  it('refuses fields it does not know', () => {
    expect(packDetailsSchema.safeParse({ ...valid, status: 'published' }).success).toBe(false);
  });
});
