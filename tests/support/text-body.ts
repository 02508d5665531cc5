import type { IncomingMessage } from 'node:http';
import type { Response } from 'superagent';

/** A supertest parser that keeps any answer's body as text (NDJSON, which supertest would otherwise not buffer). */
export function textBody(res: Response, done: (error: Error | null, body: string) => void): void {
  // superagent types the parser's first argument as its Response; in Node it is the IncomingMessage being read.
  const stream = res as unknown as IncomingMessage;
  let text = '';
  stream.setEncoding('utf8');
  stream.on('data', (chunk: string) => (text += chunk));
  stream.on('end', () => done(null, text));
}
