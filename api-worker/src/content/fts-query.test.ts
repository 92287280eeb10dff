import { describe, expect, it } from 'vitest';
import {
  WORDS_PER_SEARCH,
  searchWords,
  toFtsMatchExpression,
  withoutEnye,
  wordsPerWord,
} from './fts-query.ts';

describe('the search term as an FTS5 expression', () => {
  it('asks for every word, each as any of the indexed words it stands for', () => {
    expect(toFtsMatchExpression([['colectivo', 'colectivos'], ['la']])).toBe(
      '("colectivo" OR "colectivos") AND "la"',
    );
    expect(toFtsMatchExpression([])).toBeNull();
  });

  it('leaves out an indexed word that is no single token, never breaking the quotes', () => {
    expect(toFtsMatchExpression([['24', '24/7', 'a"b']])).toBe('"24"');
  });

  it('shares WORDS_PER_SEARCH indexed words among the words of a search, at least one each', () => {
    expect(wordsPerWord(1)).toBe(WORDS_PER_SEARCH);
    expect(wordsPerWord(6)).toBe(WORDS_PER_SEARCH / 6);
    expect(wordsPerWord(100)).toBe(1);
  });

  it('folds the words as the search text is folded, ñ kept until read as n', () => {
    expect(searchWords('AÑATUYA, Tucumán "año"')).toEqual(['añatuya', 'tucuman', 'año']);
    expect(searchWords('añatuya').map(withoutEnye)).toEqual(['anatuya']);
  });
});
