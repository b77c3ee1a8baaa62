/** Tests of escaping text, attributes and JSON attributes. */
import { describe, expect, it } from 'vitest';
import { escapeAttr, escapeAttrKeepAmp, escapeHtml, jsonAttr } from './escape';

describe('escape', () => {
  it('escapes text, attributes and JSON attributes', () => {
    expect(escapeHtml(`<a href="x">&</a>`)).toBe('&lt;a href="x"&gt;&amp;&lt;/a&gt;');
    expect(escapeAttr(`"<&>`)).toBe('&quot;&lt;&amp;&gt;');
    expect(jsonAttr({ a: '"&' })).toBe('{&quot;a&quot;:&quot;\\&quot;&amp;&quot;}');
    expect(jsonAttr(undefined)).toBe('');
  });

  it('can keep ampersands while still closing no attribute and opening no tag', () => {
    expect(escapeAttrKeepAmp(`Select a&b "<x>"`)).toBe('Select a&b &quot;&lt;x&gt;&quot;');
  });
});
