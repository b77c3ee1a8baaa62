/** The demo's block pages and the byte ranges media players need from the static folders. */
import { describe, expect, it } from 'vitest';
import { DEMO_CSP } from '../middleware/security-headers';
import { DEMO_PAGES_DIR } from './pages';
import { byteRange } from '../static-files';
import { testApp } from '../test-support';

describe('block pages', () => {
  it('renders the gallery page from the block data under the demo CSP, captions escaped', async () => {
    const response = await testApp().request('/blocks/gallery');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-security-policy')).toBe(DEMO_CSP);
    const html = await response.text();
    expect(html.match(/class="sqs-block gallery-block sqs-block-gallery"/g)).toHaveLength(4);
    expect(html).toContain('Dunes &lt;img src=x onerror=alert(1)&gt;');
    expect(html).not.toContain('<img src=x');
  });

  it('prints the audio formatter’s placeholder inside an audio block carrying its settings', async () => {
    const html = await (await testApp().request('/blocks/audio')).text();
    expect(html).toContain(
      '<div class="squarespace-audio-player" data-audio-asset-url="/img/chime.wav"',
    );
    expect(html).toContain('&quot;showDownload&quot;:true');
  });
});

describe('byte ranges of static files', () => {
  it.each([
    ['bytes=0-9', [0, 9]],
    ['bytes=10-', [10, 99]],
    ['bytes=-5', [95, 99]],
    ['bytes=90-500', [90, 99]],
  ] as const)('reads %s of 100 bytes', (header, range) => {
    expect(byteRange(header, 100)).toEqual(range);
  });

  it.each(['bytes=100-', 'bytes=-', 'bytes=5-1', 'items=0-1', 'bytes=0-1,3-4'])(
    'refuses %s',
    (header) => {
      expect(byteRange(header, 100)).toBeNull();
    },
  );

  it('answers a range request with 206 and the slice', async () => {
    const app = testApp({ staticDirs: [DEMO_PAGES_DIR] });
    const response = await app.request('/img/chime.wav', { headers: { Range: 'bytes=0-3' } });
    expect(response.status).toBe(206);
    expect(response.headers.get('content-range')).toMatch(/^bytes 0-3\/\d+$/);
    expect(response.headers.get('content-type')).toBe('audio/wav');
    expect(new TextDecoder().decode(await response.arrayBuffer())).toBe('RIFF');
  });
});
