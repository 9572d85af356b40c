import { DEFAULT_URL, type HelpTopic } from './args.js';
import { EXIT_CODES_HELP } from './exit-codes.js';

const CARRIER = `tiermap carrier: check, preview and publish a carrier's equipment (docs/cli.md)

  tiermap carrier validate FILE --carrier ID [--offline]   check, write nothing
  tiermap carrier diff     FILE --carrier ID [--json]      what publishing would change
  tiermap carrier publish  FILE --carrier ID [--yes]       check, show, confirm, write
  tiermap carrier history  --carrier ID [--json]           the versions, newest first
  tiermap carrier restore  VERSION-ID --carrier ID         an earlier version, as a new one
  tiermap carrier pull     --carrier ID [-o FILE]          the equipment now, as YAML

FILE is .yaml/.yml or .json (the whole document, docs/carrier-upload.md) or .csv (bulk ports:
bladeId,id,name,speedBps). validate checks offline first (syntax, types, every problem with its
line and column), then asks the server for a dry run (references, ownership, paths).

  -c, --carrier ID   the carrier, e.g. geant (required)
      --url URL      the tiermap server (default: TIERMAP_URL, else ${DEFAULT_URL})
      --token TOKEN  an API token (default: TIERMAP_TOKEN); it is never printed
      --offline      validate: the local check only, no server
      --json         diff, history: JSON on stdout
  -y, --yes          publish without asking (needed when stdin is not a terminal)
  -o, --output FILE  pull: write there instead of stdout
  -q, --quiet        no progress
      --progress     progress even when stderr is not a terminal
  -h, --help         this text`;

const IMPORT = `tiermap import: a carrier upload document from what a NOC already has (docs/imports.md)

  tiermap import graphml FILE --carrier ID [-o FILE] [--verbose]   Topology Zoo / yEd GraphML
  tiermap import netbox  FILE --carrier ID [-o FILE] [--verbose]   a NetBox REST export (JSON)
  tiermap import netbox  --url URL --carrier ID [--token-file FILE] [--filter K=V]… [--limit N]
                         [-o FILE | --upload [--server URL] [--yes]]  a live NetBox 4

Local: no server. Writes YAML (to -o FILE, else stdout) headed by a comment saying where it came
from and how many warnings; lists the warnings on stderr by code (-v, --verbose: every one).
Messy input is imported with warnings (exit 0); input that is not GraphML or a NetBox export at
all exits 1.

With --url, the NetBox is read page by page (each page on stderr); --url and --token are then
NetBox's (token: --token-file FILE, --token or NETBOX_TOKEN; never printed). --filter K=V goes to
NetBox's devices and circuits lists. --upload sends the document to the tiermap server (--server,
else TIERMAP_URL; TIERMAP_TOKEN) as publish does: dry run, diff, confirm (--yes), write.`;

const ENVIRONMENT = `environment:
  TIERMAP_URL    the tiermap server (default ${DEFAULT_URL})
  TIERMAP_TOKEN  the API token, when --token is not given
  NETBOX_TOKEN   import netbox --url: the NetBox token, when neither --token nor --token-file`;

/** The `--help` text of a topic: its commands, flags, environment and exit codes. */
export function helpText(topic: HelpTopic): string {
  const body =
    topic === 'carrier'
      ? CARRIER
      : topic === 'import'
        ? IMPORT
        : `usage: tiermap carrier validate|diff|publish|history|restore|pull …
       tiermap import graphml|netbox FILE --carrier ID [-o FILE]

${CARRIER}

${IMPORT}`;
  return `${body}\n\n${ENVIRONMENT}\n\n${EXIT_CODES_HELP}\n`;
}
