import { describe, expect, it } from 'vitest';
import { isSafeUrl, parseMarkdown, plainText } from './markdown';

describe('publication text', () => {
  it('reads paragraphs, lists, bold, italic and links', () => {
    const blocks = parseMarkdown('Тариф **изменён** с *1 июня*\nсм. [сайт](https://utair.ru)\n\n- один\n- два\n1. первый');
    expect(blocks).toEqual([
      {
        kind: 'paragraph',
        lines: [
          [{ kind: 'text', text: 'Тариф ' }, { kind: 'bold', children: [{ kind: 'text', text: 'изменён' }] }, { kind: 'text', text: ' с ' }, { kind: 'italic', children: [{ kind: 'text', text: '1 июня' }] }],
          [{ kind: 'text', text: 'см. ' }, { kind: 'link', href: 'https://utair.ru', children: [{ kind: 'text', text: 'сайт' }] }],
        ],
      },
      { kind: 'list', ordered: false, items: [[{ kind: 'text', text: 'один' }], [{ kind: 'text', text: 'два' }]] },
      { kind: 'list', ordered: true, items: [[{ kind: 'text', text: 'первый' }]] },
    ]);
  });

  it('never makes a link of a script or data URL, and keeps tags as text', () => {
    const blocks = parseMarkdown('[click](javascript:alert(1)) <img src=x onerror=alert(1)>');
    const json = JSON.stringify(blocks);
    expect(json).not.toContain('"link"');
    // The tag stays text, which the renderer shows as text.
    expect(json).toContain('<img src=x onerror=alert(1)>');
    expect(isSafeUrl('data:text/html,x')).toBe(false);
    expect(isSafeUrl('mailto:cargo@utair.ru')).toBe(true);
  });

  it('gives the plain text for previews', () => {
    expect(plainText('**Важно:** читать\n- пункт')).toBe('Важно: читать пункт');
  });
});
