import type { CurlRequest, Note } from '../request';
import { goString } from './literals';
import { disposition, otherFileNote, partType } from './parts';
import { curlUrl, goOpaquePath, goRefusesPath } from './urls';

const FATAL = '\tif err != nil {\n\t\tlog.Fatal(err)\n\t}\n';

/**
 * Go with net/http, a complete `package main`. Headers are added in curl's order, repeats kept (Go writes a name in
 * its canonical case, which HTTP reads alike); a form is written part by part with curl's headers for each.
 */
export function goCode(request: CurlRequest, notes: Note[]): string {
  const imports = new Set(['fmt', 'io', 'log', 'net/http']);
  const lines: string[] = [];
  let body = 'nil';
  const helpers: string[] = [];
  if (request.parts) {
    imports.add('bytes').add('mime/multipart').add('net/textproto');
    helpers.push(ADD_PART);
    lines.push('\tform := new(bytes.Buffer)\n\twriter := multipart.NewWriter(form)\n');
    for (const part of request.parts) {
      const content = part.kind === 'field' ? `[]byte(${goString(part.value)})` : `readFile(${goString(part.value)})`;
      lines.push(`\taddPart(writer, ${goString(disposition(part))}, ${goString(partType(part) ?? '')}, ${content})\n`);
    }
    if (request.parts.some((part) => part.kind !== 'field')) {
      imports.add('os');
      helpers.push(READ_FILE);
    }
    lines.push(`\tif err := writer.Close(); err != nil {\n\t\tlog.Fatal(err)\n\t}\n`);
    body = 'form';
  } else if (request.bodyParts) {
    imports.add('os').add('strings');
    helpers.push(READ_FILE);
    const parts = request.bodyParts.map((part) => {
      if (typeof part === 'string') return goString(part);
      const content = `string(readFile(${goString(part.file)}))`;
      if (part.read === 'strip') return `strings.NewReplacer("\\r", "", "\\n", "").Replace(${content})`;
      if (part.read === 'binary') return content;
      imports.add('net/url');
      return `url.QueryEscape(${content})`; // curl's --data-urlencode: every byte but letters, digits and -._~ as %XX, a space as +
    });
    lines.push(`\tvar data = strings.NewReader(${parts.join(' + ')})\n`);
    body = 'data';
  } else if (request.body !== undefined) {
    if (request.readsOtherFile !== undefined) notes.push(otherFileNote(request.readsOtherFile));
    imports.add('strings');
    lines.push(`\tvar data = strings.NewReader(${goString(request.body)})\n`);
    body = 'data';
  }
  const client = request.insecure || request.timeout !== undefined ? clientWith(request, imports) : '\tclient := &http.Client{}\n';
  lines.unshift(client);
  lines.push(`\treq, err := http.NewRequest(${goString(request.method)}, ${goString(curlUrl(request.url))}, ${body})\n${FATAL}`);
  const opaque = goOpaquePath(request.url);
  // net/url escapes such a path again ("|" as %7C); a path in Opaque is sent as written, the query after it.
  if (opaque !== undefined) lines.push(`\treq.URL.Opaque = ${goString(opaque)}\n`);
  if (goRefusesPath(request.url)) {
    notes.push([
      'url-encoding',
      'Go refuses a URL whose path holds a "%" that starts no %XX escape, which curl sends as written; escape it as %25.',
    ]);
  }
  for (const [name, value] of request.headers) {
    lines.push(
      name.toLowerCase() === 'host' ? `\treq.Host = ${goString(value)}\n` : `\treq.Header.Add(${goString(name)}, ${goString(value)})\n`,
    );
  }
  if (request.parts) lines.push('\treq.Header.Set("Content-Type", writer.FormDataContentType())\n');
  if (request.basicAuth) lines.push(`\treq.SetBasicAuth(${goString(request.basicAuth.user)}, ${goString(request.basicAuth.password)})\n`);
  lines.push(
    `\tresp, err := client.Do(req)\n${FATAL}\tdefer resp.Body.Close()\n\tbodyText, err := io.ReadAll(resp.Body)\n${FATAL}\tfmt.Printf("%s\\n", bodyText)\n`,
  );
  const sorted = [...imports].sort().map((name) => `\t"${name}"\n`);
  return `package main\n\nimport (\n${sorted.join('')})\n\nfunc main() {\n${lines.join('')}}\n${helpers.join('')}`;
}

/** Writes one form part with the headers curl sends for it (Content-Type only when curl sends one). */
const ADD_PART = `
func addPart(writer *multipart.Writer, disposition, contentType string, content []byte) {
	header := textproto.MIMEHeader{"Content-Disposition": {disposition}}
	if contentType != "" {
		header.Set("Content-Type", contentType)
	}
	part, err := writer.CreatePart(header)
	if err != nil {
		log.Fatal(err)
	}
	if _, err := part.Write(content); err != nil {
		log.Fatal(err)
	}
}
`;

const READ_FILE = `
func readFile(name string) []byte {
	content, err := os.ReadFile(name)
	if err != nil {
		log.Fatal(err)
	}
	return content
}
`;

function clientWith(request: CurlRequest, imports: Set<string>): string {
  const fields: string[] = [];
  if (request.insecure) {
    imports.add('crypto/tls');
    fields.push('\t\tTransport: &http.Transport{TLSClientConfig: &tls.Config{InsecureSkipVerify: true}},\n');
  }
  if (request.timeout !== undefined) {
    imports.add('time');
    fields.push(`\t\tTimeout: ${Math.round(request.timeout * 1000)} * time.Millisecond,\n`);
  }
  return `\tclient := &http.Client{\n${fields.join('')}\t}\n`;
}
