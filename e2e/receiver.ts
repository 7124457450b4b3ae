import http from 'node:http';

export interface Received {
  method: string;
  contentType: string | undefined;
  body: unknown;
}

/**
 * A real local HTTP receiver standing in for the form-forwarding service.
 * `mode` decides its answer: 'ok' (200) or 'fail' (500). It answers CORS preflights.
 */
export async function startReceiver(port: number) {
  const received: Received[] = [];
  const state = { mode: 'ok' as 'ok' | 'fail', delayMs: 400 };
  const server = http.createServer((req, res) => {
    const cors = {
      'Access-Control-Allow-Origin': '*',
      'Access-Control-Allow-Methods': 'POST, OPTIONS',
      'Access-Control-Allow-Headers': 'Content-Type, Accept',
    };
    if (req.method === 'OPTIONS') {
      res.writeHead(204, cors);
      res.end();
      return;
    }
    let data = '';
    req.on('data', (c) => (data += c));
    req.on('end', () => {
      let body: unknown = data;
      try {
        body = JSON.parse(data);
      } catch {}
      received.push({ method: req.method || '', contentType: req.headers['content-type'], body });
      setTimeout(() => {
        res.writeHead(state.mode === 'ok' ? 200 : 500, { ...cors, 'Content-Type': 'application/json' });
        res.end(JSON.stringify(state.mode === 'ok' ? { ok: true } : { error: 'boom' }));
      }, state.delayMs);
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    received,
    state,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
