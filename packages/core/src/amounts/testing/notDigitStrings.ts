// Test data (not published: src/**/testing/**), for every check of an amount written as text.

/**
 * Strings that are no amount in any notation core takes (neither a decimal string such as "1.5"
 * nor base units such as "1500"): exponents, signs, spaces, other digits, hex and binary,
 * separators, the non-finite numbers, nothing at all.
 */
export const NOT_DIGIT_STRINGS = [
  '1e18',
  ' 1',
  '1 ',
  '-0',
  '-1',
  '0x10',
  '１',
  '٣',
  '+1',
  '',
  '1_000',
  'Infinity',
  'NaN',
  '0b1',
  '\u00a01',
  '1\n',
]
