/**
 * Command line: reads one SAI request (or an array of them) as JSON from stdin and prints the result(s) as JSON.
 *   npm run -s sai < request.json
 * A bad request prints every problem with the field it concerns to stderr and exits with status 1.
 * The engine's only I/O, kept out of src/ (whose tsconfig has no Node or DOM types).
 */
import { computeSai, type SaiRequest, validateSaiRequest } from '../src/index';

async function readStdin(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin)
    chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : chunk);
  return Buffer.concat(chunks).toString('utf8');
}

function fail(lines: string[]): never {
  process.stderr.write(`${lines.join('\n')}\n`);
  process.exit(1);
}

async function main(): Promise<void> {
  const text = (await readStdin()).trim();
  if (text === '') fail(['No input: pipe one SAI request (a JSON object) or an array of them to stdin.']);
  let input: unknown;
  try {
    input = JSON.parse(text);
  } catch (error) {
    fail([`The input is not valid JSON: ${error instanceof Error ? error.message : String(error)}`]);
  }
  const many = Array.isArray(input);
  const items: unknown[] = many ? (input as unknown[]) : [input];
  const requests: SaiRequest[] = [];
  const problems: string[] = [];
  items.forEach((item, index) => {
    const checked = validateSaiRequest(item);
    if (checked.ok) requests.push(checked.request);
    else
      for (const e of checked.errors) problems.push(`  ${many ? `[${index}] ` : ''}${e.field}: ${e.message}`);
  });
  if (problems.length > 0) {
    fail([`Invalid SAI request${many ? 's' : ''}:`, ...problems]);
  }
  const results = requests.map((request) => computeSai(request));
  process.stdout.write(`${JSON.stringify(many ? results : results[0], null, 2)}\n`);
}

main().catch((error: unknown) => {
  fail([`Unexpected error: ${error instanceof Error ? error.message : String(error)}`]);
});
