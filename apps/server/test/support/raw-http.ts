import { connect } from 'node:net';

export interface RawResponse {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/**
 * Sends one HTTP/1.1 request with the request target exactly as given (like `curl --path-as-is`): app.inject and
 * fetch both normalise the URL first, which would hide what a hostile client can send.
 */
export function rawRequest(
  port: number,
  request: { method: string; target: string; headers?: Record<string, string>; body?: string },
): Promise<RawResponse> {
  const body = request.body ?? '';
  const lines = [
    `${request.method} ${request.target} HTTP/1.1`,
    `Host: 127.0.0.1:${port}`,
    'Connection: close',
    ...Object.entries(request.headers ?? {}).map(([name, value]) => `${name}: ${value}`),
    ...(body ? ['Content-Type: application/json', `Content-Length: ${Buffer.byteLength(body)}`] : []),
  ];
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const split = text.indexOf('\r\n\r\n');
      const [statusLine = '', ...headerLines] = text.slice(0, split).split('\r\n');
      const headers: Record<string, string> = {};
      for (const line of headerLines) {
        const at = line.indexOf(':');
        const name = line.slice(0, at).trim().toLowerCase();
        headers[name] = headers[name]
          ? `${headers[name]}, ${line.slice(at + 1).trim()}`
          : line.slice(at + 1).trim();
      }
      resolve({ status: Number(statusLine.split(' ')[1]), headers, body: text.slice(split + 4) });
    });
    socket.write(`${lines.join('\r\n')}\r\n\r\n${body}`);
  });
}
