/** The editor's rules, each quoted from the documents (sections 2, 5, 8, 9). */
import { describe, expect, it } from 'vitest';
import { COLOUR_TEXTS, hexValue, hslProblems } from './colour';
import {
  DATASET_MAX_COLUMNS,
  DATASET_MAX_ROWS,
  datasetProblem,
  parseDataset,
  truncateDataset,
} from './dataset';
import {
  MAX_FILE_BYTES,
  fileNameProblem,
  formatFileSize,
  safeFileName,
  uploadProblem,
} from './file';
import { IMAGE_ERRORS, renderImage } from './image';
import { linkHref, linkProblems, type Link } from './link';
import { editOneText, tagExistsText, tagProblem } from './tags';

const link = (over: Partial<Link>): Link => ({
  type: 'url',
  value: '',
  name: 'A link',
  newWindow: false,
  ...over,
});
const messagesOf = (l: Link) => linkProblems(l).map((p) => `${p.field}: ${p.message}`);

describe('link rules', () => {
  it("answers 'Please enter a valid email' for a blank email and 'Emails must be formatted as …' for a bad one", () => {
    expect(messagesOf(link({ type: 'email', value: ' ' }))).toEqual([
      'value: Please enter a valid email',
    ]);
    expect(messagesOf(link({ type: 'email', value: 'ann@', cc: 'bob@example.com, nope' }))).toEqual(
      [
        'value: Emails must be formatted as email@example.com',
        'cc: Emails must be formatted as email@example.com',
      ],
    );
  });

  it("refuses javascript:, data: and other schemes with 'Links must be formatted as {host} or {host}'", () => {
    for (const value of [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      'data:text/html,x',
      'ftp://x.com',
      'not a url',
    ]) {
      expect(messagesOf(link({ value }))).toEqual([
        'value: Links must be formatted as http://example.com or https://example.com',
      ]);
      expect(linkHref(link({ value }))).toBeNull();
    }
  });

  it('takes http(s) addresses and gives a bare host https', () => {
    expect(linkHref(link({ value: 'example.com/a?b=1' }))).toBe('https://example.com/a?b=1');
    expect(linkHref(link({ value: 'http://shop.example.com' }))).toBe('http://shop.example.com/');
  });

  it("answers '{val} is not a valid page URL' for a page that is not a site path", () => {
    expect(messagesOf(link({ type: 'page', value: 'javascript:x' }))).toEqual([
      'value: javascript:x is not a valid page URL',
    ]);
    expect(messagesOf(link({ type: 'page', value: '//evil.com' }))).toHaveLength(1);
    expect(linkHref(link({ type: 'page', value: '/shop/item?x=1#top' }))).toBe(
      '/shop/item?x=1#top',
    );
  });

  it('writes email links with CC, BCC, Subject and Body, and phone links as tel:', () => {
    expect(
      linkHref(
        link({
          type: 'email',
          value: 'ann@example.com',
          cc: 'b@example.com; c@example.com',
          subject: 'Hi there',
          body: 'a&b',
        }),
      ),
    ).toBe(
      'mailto:ann@example.com?cc=b%40example.com%2Cc%40example.com&subject=Hi%20there&body=a%26b',
    );
    expect(linkHref(link({ type: 'phone', value: '+1 (555) 010-0200' }))).toBe('tel:+15550100200');
    expect(messagesOf(link({ type: 'phone', value: 'call me' }))).toEqual([
      'value: call me is not one of the expected options',
    ]);
  });
});

describe('file rules', () => {
  it('writes sizes in units Bytes to YB, base 1024', () => {
    expect(formatFileSize(0)).toBe('0 Bytes');
    expect(formatFileSize(1023)).toBe('1023 Bytes');
    expect(formatFileSize(1536)).toBe('1.5 KB');
    expect(formatFileSize(1024 ** 2 * 20)).toBe('20 MB');
    expect(formatFileSize(1024 ** 8 * 3)).toBe('3 YB');
    expect(formatFileSize(1024 ** 9 * 2)).toBe('2048 YB');
  });

  it("answers 'Please enter a file name', the unsupported text and the too-large text with {fileName}/{maxSize}", () => {
    expect(fileNameProblem('  ')).toBe('Please enter a file name');
    expect(uploadProblem('...', 10)).toBe('Please enter a file name');
    expect(uploadProblem('tool.exe', 10)).toBe(
      'The file tool.exe does not appear to be a supported file.',
    );
    expect(uploadProblem('big.pdf', MAX_FILE_BYTES + 1)).toBe(
      'The file big.pdf is too large. The maximum allowed file size is 20 MB.',
    );
    expect(uploadProblem('ok.pdf', MAX_FILE_BYTES)).toBeUndefined();
  });

  it('neutralises hostile names: paths, control and reserved characters, leading dots', () => {
    expect(safeFileName('../../etc/passwd')).toBe('passwd');
    expect(safeFileName('C:\\x\\<img src=x onerror=1>.pdf')).toBe('img src=x onerror=1.pdf');
    expect(safeFileName('.\u0000hidden\u202e.txt')).toBe('hidden.txt');
    expect(safeFileName(`${'a'.repeat(300)}.pdf`)).toMatch(/^a{196}\.pdf$/);
  });
});

describe('tag and category rules', () => {
  it('holds tags to 50 characters and categories to 25', () => {
    expect(tagProblem('tags', 'a'.repeat(50), [])).toBeUndefined();
    expect(tagProblem('tags', 'a'.repeat(51), [])).toBe('tooLong');
    expect(tagProblem('categories', 'a'.repeat(25), [])).toBeUndefined();
    expect(tagProblem('categories', 'a'.repeat(26), [])).toBe('tooLong');
    expect(tagProblem('tags', ' \u0000 ', [])).toBe('blank');
  });

  it("answers 'This {tagType} already exists' without regard to case, and 'You may only edit one {tagType} at a time'", () => {
    expect(tagProblem('tags', ' SALE ', ['sale'])).toBe('exists');
    expect(tagExistsText('tags')).toBe('This tag already exists');
    expect(tagExistsText('categories')).toBe('This category already exists');
    expect(editOneText('categories')).toBe('You may only edit one category at a time');
  });
});

describe('chart dataset rules', () => {
  it('answers each of the documents’ dataset texts', () => {
    const text = (cells: string[][]) => datasetProblem(parseDataset(cells).dataset);
    expect(text([])).toBe('Enter some data!');
    expect(text([[''], ['Jan', ''], ['Feb']])).toBe('Your dataset must have at least one column');
    expect(text([['', 'Sales']])).toBe('Your dataset must have at least one row');
    expect(
      text([
        ['', 'Sales'],
        ['Jan', ''],
        ['Feb', ' '],
      ]),
    ).toBe('Enter some data!');
    expect(
      text([
        ['', 'Sales'],
        ['Jan', '3'],
        ['Feb', 'x'],
      ]),
    ).toBe('One or more rows was missing data');
    expect(
      text([
        ['', 'Sales', 'Costs'],
        ['Jan', '3', '1,200'],
      ]),
    ).toBeUndefined();
  });

  it('truncates a dataset at the row and column caps', () => {
    const wide = [['', ...Array.from({ length: DATASET_MAX_COLUMNS + 5 }, (_, i) => `c${i}`)]];
    const rows = Array.from({ length: DATASET_MAX_ROWS + 3 }, (_, i) => [`r${i}`, '1']);
    const { dataset, truncated } = parseDataset([...wide, ...rows]);
    expect(truncated).toBe(true);
    expect(dataset.columns).toHaveLength(DATASET_MAX_COLUMNS);
    expect(dataset.rows).toHaveLength(DATASET_MAX_ROWS);
    expect(truncateDataset(dataset).truncated).toBe(false);
  });
});

describe('colour bounds', () => {
  it('holds hue to 0-360 and saturation, lightness, alpha to 0-1 with the documents’ texts', () => {
    expect(hslProblems(0, 0, 1, null)).toEqual([]);
    expect(hslProblems(360, 1, 0, 1)).toEqual([]);
    expect(hslProblems(361, -0.1, 1.1, 2)).toEqual([
      'Hue out of bounds.',
      'Saturation out of bounds.',
      'Lightness out of bounds.',
      'Alpha out of bounds.',
    ]);
    expect(COLOUR_TEXTS.missing).toBe('Missing an H/S/L value.');
  });

  it('reads hex colours of 3 to 6 digits', () => {
    expect(hexValue('#abc')).toBe(0xaabbcc);
    expect(hexValue('ff0000')).toBe(0xff0000);
    expect(hexValue('ab')).toBe(-1);
    expect(hexValue('#1234567')).toBe(-1);
    expect(hexValue('ggg')).toBe(-1);
  });
});

describe('image template helper', () => {
  it('renders an sqs image with every width variant, its sizes and an alt always present', () => {
    expect(
      renderImage({ src: '/i.jpg', width: 800, height: '600', sizes: '100vw', priority: 'high' }),
    ).toBe(
      '<img src="/i.jpg" srcset="/i.jpg?format=100w 100w, /i.jpg?format=300w 300w, /i.jpg?format=500w 500w, ' +
        '/i.jpg?format=750w 750w, /i.jpg?format=1000w 1000w, /i.jpg?format=1500w 1500w, ' +
        '/i.jpg?format=2500w 2500w" sizes="100vw" width="800" height="600" alt="" loading="eager" fetchpriority="high">',
    );
    expect(
      renderImage({
        src: '/a".jpg',
        width: 1,
        height: 1,
        loader: 'raw',
        srcset: '/a.jpg 1x',
        alt: '<b>',
      }),
    ).toBe(
      '<img src="/a&quot;.jpg" srcset="/a.jpg 1x" width="1" height="1" alt="&lt;b&gt;" loading="lazy">',
    );
  });

  it('writes each broken rule as the documents’ HTML comment', () => {
    const comments = (props: Parameters<typeof renderImage>[0]) =>
      renderImage(props)
        .match(/<!-- (.*?) -->/g)
        ?.map((c) => c.slice(5, -4));
    expect(comments({ loader: 'raw' })).toEqual([
      IMAGE_ERRORS.required('src'),
      IMAGE_ERRORS.required('width'),
      IMAGE_ERRORS.required('height'),
    ]);
    expect(comments({ src: 'a', width: -1, height: 1.5, loader: 'raw', priority: 'auto' })).toEqual(
      [
        'Image: "width" requires a positive integer (negative or non-integer value received)',
        'Image: "height" requires a positive integer (negative or non-integer value received)',
        'Image: "priority" is invalid, accepted values are high, low or null',
      ],
    );
    expect(comments({ src: 'a', width: 1, height: 1, loader: 'x--><script>' })).toEqual([
      'Image: received unknown loader type "x- -script"',
    ]);
    expect(comments({ src: 'a', width: 1, height: 1, srcset: 'a 1x' })).toEqual([
      'Image: "srcset" can only be used when loader is raw',
      'Image: "sizes" is required when loader is sqs',
    ]);
  });
});
