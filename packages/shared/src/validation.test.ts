import { describe, expect, it } from 'vitest';
import {
  amountSchema,
  codeSchema,
  emailSchema,
  idCardCheckChar,
  idCardSchema,
  isAmount,
  isChinaMobile,
  isCode,
  isDigits,
  isEmail,
  isIdCard,
  isMobile,
  isPlate,
  isStrongPassword,
  isUaeMobile,
  isUrl,
  mobileSchema,
  normalizeMobile,
  plateSchema,
  type Rule,
  urlSchema,
  validateForm,
} from './validation';

describe('mobile numbers', () => {
  it.each([
    '+971501234567',
    '00971501234567',
    '0501234567',
    '501234567',
    '971501234567',
    '+971 50 123 4567',
    '050 123 4567',
    '00971 50 123 4567',
    ' 50-123-4567 ',
  ])('accepts UAE %j as +971501234567', (input) => {
    expect(isUaeMobile(input)).toBe(true);
    expect(normalizeMobile(input)).toBe('+971501234567');
  });

  it.each(['0521234567', '0531234567', '0541234567', '0551234567', '0561234567', '0581234567'])(
    'accepts UAE second digit of %s',
    (input) => {
      expect(normalizeMobile(input)).toBe(`+971${input.slice(1)}`);
    },
  );

  it.each([
    ['0511234567', 'second digit 1'],
    ['0571234567', 'second digit 7'],
    ['0591234567', 'second digit 9'],
    ['05012345', '8 digits'],
    ['50123456', '8 digits without 0'],
    ['05012345678', '11 digits'],
    ['0401234567', 'not a mobile prefix'],
    ['+97150123456a', 'letters'],
    ['', 'empty'],
  ])('rejects %s (%s)', (input) => {
    expect(isUaeMobile(input)).toBe(false);
    expect(isMobile(input)).toBe(false);
    expect(normalizeMobile(input)).toBeNull();
  });

  it('accepts mainland China mobiles in E.164', () => {
    expect(isChinaMobile('13812345678')).toBe(true);
    expect(normalizeMobile('13812345678')).toBe('+8613812345678');
    expect(normalizeMobile('+8613812345678')).toBe('+8613812345678');
    expect(normalizeMobile('008613812345678')).toBe('+8613812345678');
    expect(normalizeMobile('+86 138 1234 5678')).toBe('+8613812345678');
    expect(normalizeMobile('19912345678')).toBe('+8619912345678');
  });

  it('rejects bad China mobiles', () => {
    expect(isChinaMobile('12345678901')).toBe(false); // second digit 2
    expect(isChinaMobile('11345678901')).toBe(false);
    expect(isChinaMobile('1381234567')).toBe(false); // 10 digits
    expect(isChinaMobile('138123456789')).toBe(false); // 12 digits
    expect(normalizeMobile('12345678901')).toBeNull();
  });

  it('mobileSchema normalises to E.164 and reports keys', () => {
    expect(mobileSchema.parse(' 050 123 4567 ')).toBe('+971501234567');
    expect(mobileSchema.safeParse('0571234567').error?.issues[0]?.message).toBe('validation:mobile');
    expect(mobileSchema.safeParse('').error?.issues[0]?.message).toBe('validation:required');
    expect(mobileSchema.safeParse(undefined).error?.issues[0]?.message).toBe('validation:required');
  });
});

describe('password and code', () => {
  it('password needs 8 characters with a letter and a digit', () => {
    expect(isStrongPassword('abcdefg1')).toBe(true);
    expect(isStrongPassword('كلمةسر12')).toBe(true);
    expect(isStrongPassword('abc1')).toBe(false);
    expect(isStrongPassword('abcdefgh')).toBe(false);
    expect(isStrongPassword('12345678')).toBe(false);
  });

  it('code is N digits, 6 by default', () => {
    expect(isCode('123456')).toBe(true);
    expect(isCode('12345')).toBe(false);
    expect(isCode('1234567')).toBe(false);
    expect(isCode('12345a')).toBe(false);
    expect(isCode('1234', 4)).toBe(true);
    expect(isCode('123456', 4)).toBe(false);
  });

  it('codeSchema(length) carries the length for the message', () => {
    expect(codeSchema().parse(' 123456 ')).toBe('123456');
    expect(codeSchema(4).parse('1234')).toBe('1234');
    const issue = codeSchema(4).safeParse('123456').error?.issues[0];
    expect(issue?.message).toBe('validation:code');
    expect(issue && 'params' in issue ? issue.params : undefined).toEqual({ length: 4 });
    expect(codeSchema().safeParse('').error?.issues[0]?.message).toBe('validation:required');
  });
});

describe('email', () => {
  it.each(['a@b.co', 'first.last+tag@example.com', 'USER_1@mail.example.ae', "o'neil@x-y.org"])('accepts %s', (v) => {
    expect(isEmail(v)).toBe(true);
    expect(emailSchema.parse(v)).toBe(v);
  });
  it.each([
    '',
    'plain',
    '@example.com',
    'a@',
    'a@b',
    'a@b.c',
    'a b@example.com',
    'a..b@example.com',
    '.a@example.com',
    'a@-example.com',
    'a@example..com',
    'a@b@c.com',
    'a@example.c0m',
    `${'x'.repeat(65)}@example.com`,
  ])('rejects %j', (v) => {
    expect(isEmail(v)).toBe(false);
  });
  it('schema trims and reports the key', () => {
    expect(emailSchema.parse('  a@b.co ')).toBe('a@b.co');
    expect(emailSchema.safeParse('nope').error?.issues[0]?.message).toBe('validation:email');
  });
});

describe('ID card', () => {
  it('computes the ISO 7064 mod 11-2 check character', () => {
    expect(idCardCheckChar('11010519491231002')).toBe('X');
    expect(idCardCheckChar('44030419900101123')).toBe('3');
  });
  it.each(['11010519491231002X', '11010519491231002x', '440304199001011233', '310115198512124517', '110105491231002'])(
    'accepts %s',
    (v) => expect(isIdCard(v)).toBe(true),
  );
  it.each([
    ['110105194912310021', 'wrong check digit'],
    ['440304199001011232', 'wrong check digit'],
    ['11010519491231002Y', 'bad check character'],
    ['1101051949123100', '16 digits'],
    ['11010549123100X', '15 with X'],
    ['11010519491231002XX', '19 characters'],
    ['', 'empty'],
  ])('rejects %s (%s)', (v) => expect(isIdCard(v)).toBe(false));
  it('schema upper-cases the check character', () => {
    expect(idCardSchema.parse('11010519491231002x')).toBe('11010519491231002X');
    expect(idCardSchema.safeParse('110105194912310021').error?.issues[0]?.message).toBe('validation:idCard');
  });
});

describe('digits', () => {
  it('accepts ASCII digits only', () => {
    expect(isDigits('0')).toBe(true);
    expect(isDigits('0123456789')).toBe(true);
    expect(isDigits('')).toBe(false);
    expect(isDigits('12 3')).toBe(false);
    expect(isDigits('-1')).toBe(false);
    expect(isDigits('1.5')).toBe(false);
    expect(isDigits('١٢٣')).toBe(false);
  });
});

describe('amount', () => {
  it.each(['1', '12', '12.5', '12.50', '0.01', '0.5', '1000000'])('accepts %s', (v) => {
    expect(isAmount(v)).toBe(true);
    expect(amountSchema.parse(v)).toBe(v);
  });
  it.each(['0', '0.00', '-1', '1.234', '01', '.5', '5.', '1e3', '1,000', 'abc', '', ' ', '+1', 'NaN', 'Infinity'])(
    'rejects %j',
    (v) => expect(isAmount(v)).toBe(false),
  );
  it('schema reports the key', () => {
    expect(amountSchema.safeParse('1.234').error?.issues[0]?.message).toBe('validation:amount');
  });
});

describe('plate', () => {
  it.each([
    'A 12345',
    'a 12345',
    'A12345',
    'A-12345',
    'AA 1234',
    'Z 1',
    'Dubai A 12345',
    'DUBAI AA 123',
    'Abu Dhabi 16 12345',
    'Sharjah 3 4567',
    'Ras Al Khaimah K 123',
    'Dubai 12345',
    '12345',
    '1',
    '京A12345',
    '沪B·D1234',
    '粤B 12345',
    '川A1234学',
    '京AD12345',
    '京AFA1234',
    '沪A12345D',
  ])('accepts %s', (v) => {
    expect(isPlate(v)).toBe(true);
    expect(plateSchema.parse(v)).toBe(v.trim());
  });
  it.each([
    '',
    '123456',
    'ABC 123',
    'A 123456',
    'London A 12345',
    'A1B2',
    '京I12345',
    '京A1234',
    '京A123456',
    '京A1234D5',
    '京AX123456',
    '京ADA12345',
    '京A12345挂D',
  ])('rejects %j', (v) => expect(isPlate(v)).toBe(false));
  it('schema reports the key', () => {
    expect(plateSchema.safeParse('ABC 123').error?.issues[0]?.message).toBe('validation:plate');
  });
});

describe('url', () => {
  it.each([
    'http://example.com',
    'https://souq.example.ae/cars?id=1#top',
    'https://localhost:8080/x',
    'http://1.2.3.4',
  ])('accepts %s', (v) => {
    expect(isUrl(v)).toBe(true);
    expect(urlSchema.parse(v)).toBe(v);
  });
  it.each([
    '',
    'example.com',
    'ftp://example.com',
    'javascript:alert(1)',
    'mailto:a@b.co',
    'https://',
    'https://exa mple.com',
    'http//x.com',
    'data:text/html,hi',
  ])('rejects %j', (v) => expect(isUrl(v)).toBe(false));
  it('schema reports the key', () => {
    expect(urlSchema.safeParse('ftp://x.com').error?.issues[0]?.message).toBe('validation:url');
  });
});

describe('validateForm', () => {
  const rules = {
    mobile: [{ type: 'required' }, { type: 'check', test: isMobile, key: 'validation:mobile' }],
    username: [
      { type: 'minLength', min: 3 },
      { type: 'maxLength', max: 30 },
      { type: 'regex', pattern: /^\w+$/g },
    ],
    code: [
      { type: 'required' },
      { type: 'length', length: 6 },
      { type: 'regex', pattern: /^\d+$/, key: 'validation:digits' },
    ],
    password: [{ type: 'required', key: 'validation:password' }],
    passwordConfirm: [{ type: 'required' }, { type: 'equals', field: 'password', key: 'validation:passwordsDiffer' }],
    agree: [{ type: 'equals', value: true, key: 'validation:mustAgree' }],
  } satisfies Record<string, Rule[]>;

  const good = {
    mobile: '050 123 4567',
    username: 'ali_1',
    code: '123456',
    password: 'abcdefg1',
    passwordConfirm: 'abcdefg1',
    agree: true,
  };

  it('returns no errors for a valid form', () => {
    expect(validateForm(good, rules)).toEqual({});
  });

  it('returns the first failing rule per field with its params', () => {
    const errors = validateForm(
      { mobile: '', username: 'ab', code: '12345', password: '', passwordConfirm: 'x', agree: false },
      rules,
    );
    expect(errors).toEqual({
      mobile: { key: 'validation:required', params: {} },
      username: { key: 'validation:minLength', params: { min: 3 } },
      code: { key: 'validation:length', params: { length: 6 } },
      password: { key: 'validation:password', params: {} },
      passwordConfirm: { key: 'validation:passwordsDiffer', params: { field: 'password' } },
      agree: { key: 'validation:mustAgree', params: { value: true } },
    });
  });

  it('uses rule keys and defaults', () => {
    expect(validateForm({ ...good, mobile: '0571234567' }, rules).mobile?.key).toBe('validation:mobile');
    expect(validateForm({ ...good, code: '12345a' }, { code: [{ type: 'regex', pattern: /^\d+$/ }] }).code).toEqual({
      key: 'validation:pattern',
      params: {},
    });
    expect(validateForm({ x: 'abcd' }, { x: [{ type: 'maxLength', max: 3 }] }).x).toEqual({
      key: 'validation:maxLength',
      params: { max: 3 },
    });
    expect(validateForm({ x: 'ab' }, { x: [{ type: 'length', length: 3 }] }).x?.key).toBe('validation:length');
    expect(validateForm({ x: 'no' }, { x: [{ type: 'check', test: () => false }] }).x?.key).toBe('validation:invalid');
  });

  it('skips format rules on empty optional fields but not required or equals', () => {
    expect(
      validateForm(
        { x: '' },
        {
          x: [
            { type: 'minLength', min: 3 },
            { type: 'regex', pattern: /^\d+$/ },
          ],
        },
      ),
    ).toEqual({});
    expect(validateForm({}, { x: [{ type: 'required' }] }).x?.key).toBe('validation:required');
    expect(validateForm({ x: '   ' }, { x: [{ type: 'required' }] }).x?.key).toBe('validation:required');
    expect(validateForm({ x: [] }, { x: [{ type: 'required' }] }).x?.key).toBe('validation:required');
    expect(validateForm({ x: 0 }, { x: [{ type: 'required' }] })).toEqual({});
    expect(validateForm({ a: 'x', b: '' }, { b: [{ type: 'equals', field: 'a' }] }).b?.key).toBe('validation:equals');
  });

  it('a global regex gives the same answer every time', () => {
    const r = { x: [{ type: 'regex', pattern: /^a+$/g }] } satisfies Record<string, Rule[]>;
    expect(validateForm({ x: 'aaa' }, r)).toEqual({});
    expect(validateForm({ x: 'aaa' }, r)).toEqual({});
  });

  it('counts characters, not UTF-16 units', () => {
    expect(validateForm({ x: '😀😀😀' }, { x: [{ type: 'maxLength', max: 3 }] })).toEqual({});
    expect(validateForm({ x: 'سوق' }, { x: [{ type: 'length', length: 3 }] })).toEqual({});
    expect(validateForm({ x: 'x'.repeat(141) }, { x: [{ type: 'maxLength', max: 140 }] }).x?.params).toEqual({
      max: 140,
    });
  });
});
