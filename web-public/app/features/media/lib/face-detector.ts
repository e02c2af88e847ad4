/**
 * The face detector, loaded only when the owner asks for suggestions: the redaction editor imports this
 * module dynamically, so TensorFlow.js and the detector (~1.3 MB) form a chunk of their own that no page
 * loads up front. The model runs in the browser; the photo never leaves the owner's device for this.
 */
import * as faceapi from '@vladmandic/face-api';
import type { FaceBox } from './face-regions';

/**
 * Where vite.config.ts puts the tiny face detector's files from the installed package (they are not
 * committed). Our own origin: the CSP's `connect-src 'self'` allows it.
 */
export const FACE_MODEL_URL = '/models/face';

// The full TensorFlow.js namespace is exported as `tf`; its typings list only the ops face-api uses.
const tf = faceapi.tf as unknown as { setBackend(name: string): Promise<boolean>; getBackend(): string };

let loading: Promise<void> | undefined;

/**
 * WebGL, or the plain JavaScript CPU backend where WebGL is missing. Never the WebAssembly backend the
 * bundle also registers (it would rank it above the CPU): it needs `'wasm-unsafe-eval'` in the CSP and its
 * .wasm files from the network, and for one small model the CPU backend is fast enough.
 */
async function chooseBackend(): Promise<void> {
  try {
    if (await tf.setBackend('webgl')) return;
  } catch {
    // No WebGL context (blocked, headless, old device): fall through.
  }
  if (!(await tf.setBackend('cpu'))) throw new Error('No TensorFlow.js backend could start');
}

function load(): Promise<void> {
  loading ??= (async () => {
    await chooseBackend();
    await faceapi.nets.tinyFaceDetector.loadFromUri(FACE_MODEL_URL);
  })();
  // A failed load (offline, model missing) may be retried by pressing the button again.
  loading.catch(() => (loading = undefined));
  return loading;
}

/** Faces in a loaded image, as boxes in the image's natural pixels. Throws when the model cannot load. */
export async function detectFaces(image: HTMLImageElement): Promise<{ boxes: FaceBox[]; width: number; height: number }> {
  await load();
  if (!image.complete || !image.naturalWidth) await image.decode();
  // 416: the detector's middle input size, a fair trade between small faces found and time on a phone.
  const found = await faceapi.detectAllFaces(image, new faceapi.TinyFaceDetectorOptions({ inputSize: 416, scoreThreshold: 0.5 }));
  return {
    boxes: found.map((d) => ({ x: d.box.x, y: d.box.y, width: d.box.width, height: d.box.height, score: d.score })),
    width: image.naturalWidth,
    height: image.naturalHeight,
  };
}
