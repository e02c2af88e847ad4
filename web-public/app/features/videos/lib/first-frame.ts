/**
 * The first frame of a chosen file as a picture to mark areas on before it is sent (the browser decodes it; nothing
 * leaves the device). Null when this browser cannot decode the file (a codec it lacks): the areas can then be marked
 * once the clip is processed, on its poster.
 */
export async function firstFrame(file: File): Promise<{ url: string; width: number; height: number } | null> {
  const source = URL.createObjectURL(file);
  const video = document.createElement('video');
  video.muted = true;
  video.playsInline = true;
  video.preload = 'auto';
  try {
    const ready = new Promise<boolean>((resolve) => {
      video.addEventListener('loadeddata', () => resolve(true), { once: true });
      video.addEventListener('error', () => resolve(false), { once: true });
      setTimeout(() => resolve(false), 10_000);
    });
    video.src = source;
    if (!(await ready) || !video.videoWidth || !video.videoHeight) return null;
    // The displayed size: the browser has applied a phone's rotation, as the server's processing does.
    const canvas = document.createElement('canvas');
    canvas.width = video.videoWidth;
    canvas.height = video.videoHeight;
    canvas.getContext('2d')?.drawImage(video, 0, 0);
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', 0.85));
    return blob ? { url: URL.createObjectURL(blob), width: canvas.width, height: canvas.height } : null;
  } finally {
    video.removeAttribute('src');
    video.load();
    URL.revokeObjectURL(source);
  }
}
