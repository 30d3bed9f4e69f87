/** Command-line options of `npm run bench` (pure, unit-tested). */

export interface BenchOptions {
  flows: number;
  duration: number;
  runs: number;
  connections: number[];
  instances: number;
  skipBuild: boolean;
  only: string[] | null;
  lighthouse: boolean;
  keep: boolean;
  warmup: number;
  help: boolean;
}

export const DEFAULT_OPTIONS: BenchOptions = {
  flows: 100_000,
  duration: 10,
  runs: 3,
  connections: [1, 32],
  instances: 1,
  skipBuild: false,
  only: null,
  lighthouse: true,
  keep: false,
  warmup: 2,
  help: false,
};

export class UsageError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "UsageError";
  }
}

export const USAGE = `Uso: npm run bench -- [opções]

  --flows N          fluxos gerados no banco de benchmark (padrão 100000)
  --duration S       segundos de medição por rodada (padrão 10)
  --runs R           rodadas por forma; a tabela mostra a mediana (padrão 3)
  --connections L    concorrências separadas por vírgula (padrão "1,32")
  --instances N      1 ou 2; com 2, duas instâncias atrás do nginx (exige DATABASE_URL)
  --warmup S         aquecimento antes de cada forma, em segundos (padrão 2)
  --only A,B         mede só estas formas (ids da tabela; o teto é sempre medido;
                     nginx-fluxos e nginx-flow sobem o nginx de deploy/nginx na frente)
  --skip-build       usa o build existente em .next
  --no-lighthouse    não roda o Lighthouse
  --keep             mantém o banco de benchmark ao final
  --help             mostra esta ajuda`;

function positiveInt(name: string, raw: string | undefined, min = 1): number {
  const value = Number(raw);
  if (raw === undefined || raw.trim() === "" || !Number.isInteger(value) || value < min) {
    throw new UsageError(`--${name} precisa de um número inteiro >= ${min} (recebido: ${raw ?? "nada"})`);
  }
  return value;
}

function positiveNumber(name: string, raw: string | undefined, min: number): number {
  const value = Number(raw);
  if (raw === undefined || raw.trim() === "" || !Number.isFinite(value) || value < min) {
    throw new UsageError(`--${name} precisa de um número >= ${min} (recebido: ${raw ?? "nada"})`);
  }
  return value;
}

export function parseConnections(raw: string | undefined): number[] {
  const list = (raw ?? "")
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean)
    .map((s) => positiveInt("connections", s));
  if (list.length === 0) throw new UsageError("--connections precisa de ao menos um número (ex.: 1,32)");
  return [...new Set(list)].sort((a, b) => a - b);
}

/** Accepts `--name value` and `--name=value`. */
export function parseArgs(argv: readonly string[]): BenchOptions {
  const opts: BenchOptions = { ...DEFAULT_OPTIONS, connections: [...DEFAULT_OPTIONS.connections] };
  const args = [...argv];
  while (args.length > 0) {
    const arg = args.shift()!;
    if (arg === "--") continue;
    const eq = arg.indexOf("=");
    const name = eq > 0 ? arg.slice(0, eq) : arg;
    const inline = eq > 0 ? arg.slice(eq + 1) : undefined;
    const value = () => inline ?? args.shift();
    switch (name) {
      case "--flows":
        opts.flows = positiveInt("flows", value());
        break;
      case "--duration":
        opts.duration = positiveNumber("duration", value(), 1);
        break;
      case "--runs":
        opts.runs = positiveInt("runs", value());
        break;
      case "--connections":
        opts.connections = parseConnections(value());
        break;
      case "--instances": {
        const n = positiveInt("instances", value());
        if (n > 2) throw new UsageError("--instances aceita 1 ou 2");
        opts.instances = n;
        break;
      }
      case "--warmup":
        opts.warmup = positiveNumber("warmup", value(), 0);
        break;
      case "--only": {
        const list = (value() ?? "")
          .split(",")
          .map((s) => s.trim())
          .filter(Boolean);
        if (list.length === 0) throw new UsageError("--only precisa de ao menos um id de forma");
        opts.only = list;
        break;
      }
      case "--skip-build":
        opts.skipBuild = true;
        break;
      case "--no-lighthouse":
        opts.lighthouse = false;
        break;
      case "--keep":
        opts.keep = true;
        break;
      case "--help":
      case "-h":
        opts.help = true;
        break;
      default:
        throw new UsageError(`Opção desconhecida: ${arg}\n\n${USAGE}`);
    }
  }
  return opts;
}
