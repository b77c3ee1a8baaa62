/** Tests of the mock server's command-line arguments and its usage errors. */
import { describe, expect, it } from 'vitest';
import { UsageError, parseCliArgs } from './cli-args';

describe('mock server command line', () => {
  it('reads every option, --static repeatable', () => {
    expect(
      parseCliArgs([
        '--port',
        '4000',
        '--host',
        '0.0.0.0',
        '--db',
        'x.db',
        '--fixtures',
        'f.json',
        '--static',
        'a',
        '--static',
        'b',
        '--dist',
        'out',
        '--templates',
        'pages',
        '--rate-limit',
        '5',
      ]),
    ).toEqual({
      port: 4000,
      host: '0.0.0.0',
      dbFile: 'x.db',
      fixturesFile: 'f.json',
      staticDirs: ['a', 'b'],
      distDir: 'out',
      pageTemplatesDir: 'pages',
      rateLimit: 5,
    });
  });

  it('takes the form save limit and the test flag', () => {
    expect(parseCliArgs(['--form-rate-limit', '20', '--test-calls'])).toEqual({
      formRateLimit: 20,
      testCalls: true,
    });
  });

  it('leaves defaults to the server when no option is given', () => {
    expect(parseCliArgs([])).toEqual({});
  });

  it.each([
    [['--port', 'abc'], '--port must be a whole number'],
    [['--rate-limit', '0'], '--rate-limit must be a whole number from 1'],
    [['--colour'], "Unknown option '--colour'"],
  ])('refuses %j', (args, message) => {
    expect(() => parseCliArgs(args)).toThrow(UsageError);
    expect(() => parseCliArgs(args)).toThrow(message);
  });

  it('asks for help', () => {
    expect(parseCliArgs(['--help'])).toBe('help');
  });
});
