/**
 * Command-line arguments of approval-form: a command, then `--name value` or `--name=value` options.
 * Entry point: `parseArgs(argv)` -> the parsed command or a one-line usage error.
 */

export type Format = 'json' | 'text';

export type CliCommand =
  | { command: 'help' }
  | { command: 'validate'; form: string; values: string; format: Format; today?: string; hidden: string[] }
  | { command: 'check-form'; form: string; format: Format };

const OPTIONS: Record<string, readonly string[]> = {
  validate: ['form', 'values', 'format', 'today', 'hidden'],
  'check-form': ['form', 'format'],
};

export function parseArgs(argv: readonly string[]): CliCommand | { error: string } {
  if (argv.includes('--help') || argv.includes('-h') || argv[0] === 'help') return { command: 'help' };
  const [command, ...rest] = argv;
  if (command === undefined) return { error: 'missing command (validate or check-form); see --help' };
  const allowed = OPTIONS[command];
  if (!allowed) return { error: `unknown command '${command}'; see --help` };
  const options = new Map<string, string>();
  for (let i = 0; i < rest.length; i++) {
    const arg = rest[i];
    if (!arg.startsWith('--')) return { error: `unexpected argument '${arg}'; see --help` };
    const eq = arg.indexOf('=');
    const name = eq < 0 ? arg.slice(2) : arg.slice(2, eq);
    if (!allowed.includes(name)) return { error: `unknown option '--${name}' for ${command}; see --help` };
    let value: string | undefined;
    if (eq >= 0) value = arg.slice(eq + 1);
    else {
      value = rest[i + 1];
      i++;
    }
    if (value === undefined) return { error: `option --${name} needs a value` };
    options.set(name, value);
  }
  const format = options.get('format') ?? 'json';
  if (format !== 'json' && format !== 'text') return { error: `--format must be json or text, not '${format}'` };
  const form = options.get('form');
  if (!form) return { error: `${command} needs --form <form.json>` };
  if (command === 'check-form') return { command, form, format };
  const values = options.get('values');
  if (!values) return { error: 'validate needs --values <values.json>' };
  const today = options.get('today');
  if (today !== undefined && !/^\d{4}-\d{2}-\d{2}$/.test(today)) return { error: `--today must be YYYY-MM-DD, not '${today}'` };
  const hidden = (options.get('hidden') ?? '').split(',').map((id) => id.trim()).filter((id) => id !== '');
  return { command: 'validate', form, values, format, today, hidden };
}
