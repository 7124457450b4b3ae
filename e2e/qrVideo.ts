import fs from 'node:fs';
import { encode } from 'uqr';

/**
 * A video for Chromium's fake camera (`--use-file-for-fake-video-capture`): each text's QR code in turn, black on
 * white, as a student holds up an end screen. Y4M, 4:2:0, 640 × 480 at 10 frames a second; the file loops.
 */
const W = 640;
const H = 480;
/** Video frames each QR code stays on screen. */
const HOLD = 12;

/** One luma plane with the QR code of `text` centred. */
function qrPlane(text: string): Buffer {
  const qr = encode(text, { ecc: 'M', border: 3 });
  const n = qr.data.length;
  const scale = Math.floor(Math.min(W, H) / n);
  const x0 = Math.floor((W - n * scale) / 2);
  const y0 = Math.floor((H - n * scale) / 2);
  const y = Buffer.alloc(W * H, 235);
  for (let r = 0; r < n; r++)
    for (let c = 0; c < n; c++)
      if (qr.data[r][c]) for (let dy = 0; dy < scale; dy++) y.fill(16, (y0 + r * scale + dy) * W + x0 + c * scale, (y0 + r * scale + dy) * W + x0 + (c + 1) * scale);
  return y;
}

/** Writes the video of `texts`' QR codes to `file`. */
export function writeQrVideo(file: string, texts: string[]): void {
  const chroma = Buffer.alloc((W / 2) * (H / 2) * 2, 128);
  const parts: Buffer[] = [Buffer.from(`YUV4MPEG2 W${W} H${H} F10:1 Ip A1:1 C420jpeg\n`)];
  for (const t of texts) {
    const plane = qrPlane(t);
    for (let i = 0; i < HOLD; i++) parts.push(Buffer.from('FRAME\n'), plane, chroma);
  }
  fs.writeFileSync(file, Buffer.concat(parts));
}
