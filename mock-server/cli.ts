/**
 * `node --import tsx mock-server/cli.ts [options]`: the mock server from the command line.
 * See docs/mock-server.md for the options and the fixture format.
 */
import { USAGE, parseCliArgs } from './cli-args';
import { FixtureError } from './catalogue/fixtures';
import { bundleIsBuilt, startFailure, startServer, type ServerOptions } from './server';

async function main(): Promise<void> {
  let options: ServerOptions | 'help';
  try {
    options = parseCliArgs(process.argv.slice(2));
  } catch (error) {
    console.error(`${(error as Error).message}\n\n${USAGE}`);
    process.exit(2);
  }
  if (options === 'help') {
    console.log(USAGE);
    return;
  }
  let server;
  try {
    server = await startServer(options);
  } catch (error) {
    console.error(
      error instanceof FixtureError ? error.message : (startFailure(error, options) ?? error),
    );
    process.exit(1);
  }
  console.log(`Storefront mock server: ${server.url}`);
  if (!bundleIsBuilt(options.distDir)) {
    console.log('dist/storefront.js is missing: run npm run build to serve the script bundle.');
  }
  const shutdown = () => {
    server.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);
}

void main();
