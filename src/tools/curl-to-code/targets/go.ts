import type { CurlRequest, Note } from '../request';
import { goString } from './literals';
import { fileType, otherFileNote } from './parts';

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
      const filename = part.kind === 'file' ? (part.filename ?? part.value) : undefined;
      const type = part.kind === 'file' || part.contentType !== undefined ? fileType(part) : '';
      const content = part.kind === 'field' ? `[]byte(${goString(part.value)})` : `readFile(${goString(part.value)})`;
      lines.push(`\taddPart(writer, ${goString(disposition(part.name, filename))}, ${goString(type)}, ${content})\n`);
    }
    if (request.parts.some((part) => part.kind !== 'field')) {
      imports.add('os');
      helpers.push(READ_FILE);
    }
    lines.push(`\tif err := writer.Close(); err != nil {\n\t\tlog.Fatal(err)\n\t}\n`);
    body = 'form';
  } else if (request.bodyFile) {
    imports.add('os').add('strings');
    const content = request.bodyFile.stripsNewlines
      ? 'strings.NewReplacer("\\r", "", "\\n", "").Replace(string(content))'
      : 'string(content)';
    lines.push(`\tcontent, err := os.ReadFile(${goString(request.bodyFile.name)})\n${FATAL}\tvar data = strings.NewReader(${content})\n`);
    body = 'data';
  } else if (request.body !== undefined) {
    if (request.readsOtherFile !== undefined) notes.push(otherFileNote(request.readsOtherFile));
    imports.add('strings');
    lines.push(`\tvar data = strings.NewReader(${goString(request.body)})\n`);
    body = 'data';
  }
  const client = request.insecure || request.timeout !== undefined ? clientWith(request, imports) : '\tclient := &http.Client{}\n';
  lines.unshift(client);
  lines.push(`\treq, err := http.NewRequest(${goString(request.method)}, ${goString(request.url)}, ${body})\n${FATAL}`);
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

/** curl's Content-Disposition for a part (a quote in a name is sent as %22 by curl too). */
const disposition = (name: string, filename: string | undefined) =>
  `form-data; name="${name.replaceAll('"', '%22')}"${filename === undefined ? '' : `; filename="${filename.replaceAll('"', '%22')}"`}`;

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
