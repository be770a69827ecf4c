import { describe, expect, it } from 'vitest';
import { applyMark } from './text-marks';

describe('the text editor marks', () => {
  it('wraps the selection, or a placeholder, and selects the text inside', () => {
    expect(applyMark('bold', { text: 'a word b', start: 2, end: 6 }, 'x')).toEqual({ text: 'a **word** b', start: 4, end: 8 });
    expect(applyMark('link', { text: '', start: 0, end: 0 }, 'text')).toEqual({ text: '[text](https://)', start: 1, end: 5 });
  });

  it('makes whole lines a list, renumbering a list already there', () => {
    expect(applyMark('numbers', { text: 'head\n- one\n- two', start: 6, end: 12 }, 'x').text).toBe('head\n1. one\n2. two');
    expect(applyMark('bullets', { text: 'one', start: 1, end: 1 }, 'x').text).toBe('- one');
  });
});
