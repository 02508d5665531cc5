/**
 * The body curl builds from its -d options, read from the command's words. curlconverter's documented output writes
 * a file that a body option reads as the bare "@name" and does not say which option read it (-d removes CR and LF,
 * --data-binary and --json keep them, --data-urlencode URL-encodes the whole content, its newline too), so the words
 * say it, and the body they give is checked against curlconverter's before it is used.
 */

/** A file curl reads into the body: `strip` (-d, --data-ascii: CR and LF removed), `binary` (as is), `urlencode`. */
interface FileRead {
  file: string;
  read: 'strip' | 'binary' | 'urlencode';
}

/** The body in order: text as written, and the files curl reads into it. */
export type BodyPart = string | FileRead;

type DataOption = 'ascii' | 'binary' | 'raw' | 'urlencode' | 'json';

const DATA_OPTIONS: Record<string, DataOption> = {
  data: 'ascii',
  'data-ascii': 'ascii',
  'data-binary': 'binary',
  'data-raw': 'raw',
  'data-urlencode': 'urlencode',
  json: 'json',
};

// The options of curl (curl --help all, 7.88, and those added since up to 8.11) that take an argument, so that a
// value such as -H '--data-binary' is not read as an option.
const LONG_WITH_ARGUMENT = new Set(
  (
    'abstract-unix-socket alt-svc aws-sigv4 cacert capath cert cert-type ciphers config connect-timeout connect-to ' +
    'continue-at cookie cookie-jar create-file-mode crlfile curves delegation dns-interface dns-ipv4-addr ' +
    'dns-ipv6-addr dns-servers doh-url dump-header ech egd-file engine etag-compare etag-save expand-data ' +
    'expand-header expand-url expect100-timeout form form-string ftp-account ftp-alternative-to-user ftp-method ' +
    'ftp-port ftp-ssl-ccc-mode happy-eyeballs-timeout-ms haproxy-clientip header help hostpubmd5 hostpubsha256 hsts ' +
    'interface ip-tos ipfs-gateway keepalive-cnt keepalive-time key key-type krb libcurl limit-rate local-port ' +
    'login-options mail-auth mail-from mail-rcpt max-filesize max-redirs max-time netrc-file noproxy oauth2-bearer ' +
    'output output-dir parallel-max pass pinnedpubkey preproxy proto proto-default proto-redir proxy proxy-cacert ' +
    'proxy-capath proxy-cert proxy-cert-type proxy-ciphers proxy-crlfile proxy-header proxy-key proxy-key-type ' +
    'proxy-pass proxy-pinnedpubkey proxy-service-name proxy-tls13-ciphers proxy-tlsauthtype proxy-tlspassword ' +
    'proxy-tlsuser proxy-user proxy1.0 pubkey quote random-file range rate referer request request-target resolve ' +
    'retry retry-delay retry-max-time sasl-authzid service-name sigalgs socks4 socks4a socks5 socks5-gssapi-service ' +
    'socks5-hostname speed-limit speed-time stderr telnet-option tftp-blksize time-cond tls-max tls13-ciphers ' +
    'tlsauthtype tlspassword tlsuser trace trace-ascii trace-config unix-socket upload-file url url-query user ' +
    'user-agent variable vlan-priority write-out'
  ).split(' '),
);
const SHORT_WITH_ARGUMENT = new Set('ACDEFHKPQTUXYbcdehmortuwxyz');

interface Piece {
  option: DataOption;
  value: string;
}

/** The -d family's values in order, or undefined when -G sends them in the URL instead. */
function dataPieces(argv: string[]): Piece[] | undefined {
  const pieces: Piece[] = [];
  let get = false;
  for (let i = 1; i < argv.length; i += 1) {
    const arg = argv[i] as string;
    if (arg.startsWith('--') && arg.length > 2) {
      const name = arg.slice(2);
      const option = DATA_OPTIONS[name];
      if (option !== undefined) pieces.push({ option, value: argv[++i] ?? '' });
      else if (LONG_WITH_ARGUMENT.has(name)) i += 1;
      else if (name === 'get') get = true;
    } else if (arg.startsWith('-') && arg.length > 1) {
      for (let j = 1; j < arg.length; j += 1) {
        const letter = arg[j] as string;
        if (letter === 'G') get = true;
        if (!SHORT_WITH_ARGUMENT.has(letter)) continue;
        const value = j + 1 < arg.length ? arg.slice(j + 1) : argv[++i];
        if (letter === 'd') pieces.push({ option: 'ascii', value: value ?? '' });
        break;
      }
    }
  }
  return get ? undefined : pieces;
}

/** curl_easy_escape (every UTF-8 byte but letters, digits and -._~ as %XX), then %20 as + as --data-urlencode does. */
function curlUrlencode(text: string): string {
  return [...Buffer.from(text, 'utf8')]
    .map((byte) => {
      const c = String.fromCharCode(byte);
      return /[A-Za-z0-9._~-]/.test(c) ? c : byte === 0x20 ? '+' : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
    })
    .join('');
}

/** One option's part of the body, and how curlconverter's HTTP output writes it (a file as "@name"). */
function piecePart(piece: Piece): { parts: BodyPart[]; written: string } {
  const { option, value } = piece;
  if (option !== 'urlencode') {
    if (option === 'raw' || !value.startsWith('@')) return { parts: [value], written: value };
    return { parts: [{ file: value.slice(1), read: option === 'ascii' ? 'strip' : 'binary' }], written: value };
  }
  // --data-urlencode: "content", "=content", "name=content", "@file", "name@file" (the first "=", else the first "@").
  const at = value.includes('=') ? value.indexOf('=') : value.indexOf('@');
  const name = at < 0 ? '' : value.slice(0, at);
  const content = at < 0 ? value : value.slice(at + 1);
  const prefix = name === '' ? '' : `${name}=`;
  if (at >= 0 && value[at] === '@') {
    return { parts: [prefix, { file: content, read: 'urlencode' }], written: `${prefix}@${content}` };
  }
  const encoded = `${prefix}${curlUrlencode(content)}`;
  return { parts: [encoded], written: encoded };
}

/**
 * The body curl sends for the command's -d, --data-binary, --data-raw, --data-urlencode and --json options, as text
 * and file reads, when it is the body curlconverter read (`written`, its HTTP output); else undefined. Standard input
 * (`@-`) is not read here. Pieces join with "&", except a --json piece, which curl appends as it is.
 */
export function bodyFromWords(argv: string[], written: string): BodyPart[] | undefined {
  const pieces = dataPieces(argv);
  if (pieces === undefined || pieces.length === 0) return undefined;
  const parts: BodyPart[] = [];
  let text = '';
  for (const [index, piece] of pieces.entries()) {
    const part = piecePart(piece);
    if (index > 0 && piece.option !== 'json') {
      parts.push('&');
      text += '&';
    }
    parts.push(...part.parts);
    text += part.written;
  }
  if (text !== written || parts.some((part) => typeof part !== 'string' && part.file === '-')) return undefined;
  // Adjacent text joined, empty text dropped.
  return parts.reduce<BodyPart[]>((joined, part) => {
    const last = joined[joined.length - 1];
    if (typeof part === 'string' && part === '') return joined;
    if (typeof part === 'string' && typeof last === 'string') joined[joined.length - 1] = last + part;
    else joined.push(part);
    return joined;
  }, []);
}
