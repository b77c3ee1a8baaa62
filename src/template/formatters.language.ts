/** The formatters every engine has, part of the language itself: `apply`. */
import type { FormatterTable } from './plugins';

/**
 * Formatters that are part of the language itself rather than a plugin domain: every engine
 * has them. `apply` renders a macro or partial with the value as its scope:
 * `{item|apply card.html private cls=wide}` (`private` hides the caller's scopes, `k=v`
 * arguments are bound to `@args`).
 */
export const languageFormatters: FormatterTable = {
  apply(value, args, ctx) {
    const name = args[0];
    if (name === undefined || name === '') {
      ctx.error("Formatter 'apply' needs a partial name");
      return '';
    }
    let isolated = false;
    let named: Record<string, string> | undefined;
    for (let i = 1; i < args.length; i++) {
      const arg = args[i] as string;
      const eq = arg.indexOf('=');
      if (eq > 0) (named ??= {})[arg.slice(0, eq)] = arg.slice(eq + 1);
      else if (arg === 'private') isolated = true;
    }
    return ctx.renderPartial(name, value, named ? { isolated, args: named } : { isolated });
  },
};
