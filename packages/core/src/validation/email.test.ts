import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { emailField } from './account-schemas.ts';
import { contactSchema } from './contact-schema.ts';
import { EMAIL_MAX, isPlainEmail } from './email.ts';

const MB = 1024 * 1024;
/** Shapes that make a backtracking e-mail pattern quadratic or worse, each about 1 MB long. */
const ADVERSARIAL: Record<string, string> = {
  'a@ + dots + @': `a@${'.'.repeat(MB)}@`,
  'a@ + a. repeated + @': `a@${'a.'.repeat(MB / 2)}@`,
  'a@ + dots, no trailing @': `a@${'.'.repeat(MB)}`,
  'local part only': `${'a'.repeat(MB)}@`,
  'many @': '@'.repeat(MB),
  'dots then space': `a@b${'.c'.repeat(MB / 2)} `,
  'spaces around dots': `a@${' .'.repeat(MB / 2)}x`,
};
const contact = (email: string) => ({ full_name: 'Ayşe Yılmaz', phone_number: '05321234567', email });

describe('isPlainEmail', () => {
  it.each(['ayse@example.com', 'a.b+etiket@alt.example.com.tr', 'ümit@örnek.com.tr', 'a_b-c@x.io'])(
    'accepts the plain address %s',
    (address) => {
      expect(isPlainEmail(address)).toBe(true);
      expect(emailField.safeParse(address).success).toBe(true);
    },
  );

  it.each([
    'ayse@example.com?bcc=x@evil.example&subject=Hi',
    'ayse@example.com&subject=x',
    'Ayşe <ayse@example.com>',
    'ayse@example.com, b@example.com',
    'ayse@example.com;b@example.com',
    '"ayse"@example.com',
    "o'neil@example.com",
    'ay se@example.com',
    'ayse@example.com\r\nBcc: x@evil.example',
    'ayse@exam\nple.com',
    'ayse\t@example.com',
    'a@b@example.com',
    '@example.com',
    'ayse@',
    'ayse@example',
    'ayse@.example.com',
    'ayse@example.com.',
    'ayse@example..com',
    'ayse@[127.0.0.1]',
    'ayse\\x@example.com',
  ])('refuses %j', (address) => {
    expect(isPlainEmail(address)).toBe(false);
    expect(emailField.safeParse(address).success).toBe(false);
  });

  it('refuses anything over EMAIL_MAX characters, even a well-formed address', () => {
    const long = `${'a'.repeat(EMAIL_MAX - '@example.com'.length + 1)}@example.com`;
    expect(long).toHaveLength(EMAIL_MAX + 1);
    expect(isPlainEmail(long)).toBe(false);
    expect(isPlainEmail(long.slice(1))).toBe(true);
  });

  it.each(Object.entries(ADVERSARIAL))(
    'returns on 1 MB of crafted input (%s) with the one e-mail problem',
    (_shape, input) => {
      expect(isPlainEmail(input)).toBe(false);
      const account = emailField.safeParse(input);
      expect(account.error?.issues.map((issue) => issue.message)).toEqual(['auth:validation.email']);
      const form = contactSchema.safeParse(contact(input));
      expect(form.error?.issues.map((issue) => issue.message)).toEqual(['calc:contact.email']);
    },
  );

  it('never accepts a string with a character that could start a header, query or second address', () => {
    fc.assert(
      fc.property(
        fc.string({ maxLength: 40 }),
        fc.constantFrom('?', '&', '<', '>', ',', ';', '"', "'", ' ', '\r', '\n', '\u2028', '\u00a0'),
        fc.string({ maxLength: 40 }),
        (before, bad, after) => {
          expect(isPlainEmail(`a${before}${bad}${after}@example.com`)).toBe(false);
          expect(isPlainEmail(`ayse@example${before}${bad}${after}.com`)).toBe(false);
        },
      ),
    );
  });

  it('agrees with the simple shape local@label.label for short inputs (no backtracking needed)', () => {
    const shape = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;
    fc.assert(
      fc.property(
        fc.string({ maxLength: 30, unit: fc.constantFrom('a', '.', '@', ' ', 'ü', '-') }),
        (text) => {
          if (isPlainEmail(text)) expect(shape.test(text)).toBe(true);
          else if (text.length >= 5) expect(shape.test(text)).toBe(false);
        },
      ),
    );
  });

  it('contact form: line breaks in the name and phone fold to one space, so no field starts a mail line', () => {
    const parsed = contactSchema.parse({
      full_name: ' Ayşe\r\nBcc: kurban@evil.example\n\nYılmaz ',
      phone_number: '0532\r\n123\t45 67',
      email: 'ayse@example.com',
    });
    expect(parsed.full_name).toBe('Ayşe Bcc: kurban@evil.example Yılmaz');
    expect(parsed.phone_number).toBe('0532 123 45 67');
  });
});
