import { VIDEO_ATTESTATION_TEXT, VIDEO_BLUR_MAX_REGIONS, type VideoBlurRegion, type VideoDto } from '@anonse/contracts/browser';
import { lazy, Suspense, useState, type FormEvent } from 'react';
import { useTranslation } from '#web/i18n/use-translation';
import { ApiRequestError } from '#web/lib/api';
import { useApi, useLocale } from '#web/lib/app-data';
import { blurVideo, myVideos, removeVideo, uploadVideo, type UploadProgress } from '../api/videos';
import { VIDEOS } from '../i18n';
import { firstFrame } from '../lib/first-frame';

// The photos' region editor, loaded when the owner opens it (not with the page).
const loadEditor = () => import('#web/features/media/components/RedactionEditor');
const RedactionEditor = lazy(() => loadEditor().then((m) => ({ default: m.RedactionEditor })));

/** A clip whose files are final: more blur re-processes it (the API refuses it while it is being processed). */
const BLURRABLE: readonly VideoDto['status'][] = ['ready-for-review', 'approved', 'rejected'];
type Picture = { url: string; width: number; height: number };
/** The editor open on the chosen file's first frame (before sending) or on a processed clip's poster. */
type Editing = { kind: 'upload'; picture: Picture } | { kind: 'clip'; picture: Picture; videoId: string };

/**
 * "Dodaj film": one of the person's active ads, the file, the two statements (both required) and whether they appear;
 * a progress bar that shows a dropped connection and resumes on its own (api/videos.ts). Refusals come from the API
 * in the page's language. Optionally, areas to blur over the whole clip, marked on its first frame with the photos'
 * editor before sending, or later on a processed clip's poster (it is then processed again and goes back to a
 * moderator). Below, the person's clips with their state.
 */
export function VideoUpload({
  ads,
  preselected,
  initial,
}: {
  ads: { id: string; title: string }[];
  preselected: string | null;
  initial: VideoDto[];
}) {
  const { t } = useTranslation(VIDEOS);
  const locale = useLocale();
  const api = useApi();
  const [adId, setAdId] = useState(preselected ?? ads[0]?.id ?? '');
  const [file, setFile] = useState<File | null>(null);
  const [adult, setAdult] = useState(false);
  const [consented, setConsented] = useState(false);
  const [appears, setAppears] = useState(false);
  const [progress, setProgress] = useState<UploadProgress | null>(null);
  const [state, setState] = useState<'idle' | 'sending' | 'checking' | 'done'>('idle');
  const [problem, setProblem] = useState<string | null>(null);
  const [videos, setVideos] = useState(initial);
  const [blurRegions, setBlurRegions] = useState<VideoBlurRegion[]>([]);
  const [editing, setEditing] = useState<Editing | null>(null);
  const [noPreview, setNoPreview] = useState(false);

  if (!ads.length) return <p data-testid="video-no-ads">{t('videos.add.noAds')}</p>;
  const percent = progress ? Math.floor((progress.sent / Math.max(1, progress.total)) * 100) : 0;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!file || !adult || !consented || !adId) return;
    setProblem(null);
    setState('sending');
    try {
      await uploadVideo(api, file, { adId, uploaderAppears: appears, blurRegions }, (p) => {
        setProgress(p);
        if (p.sent === p.total) setState('checking');
      });
      setState('done');
      setBlurRegions([]);
      setVideos(await myVideos(api));
    } catch (error) {
      setState('idle');
      setProblem(error instanceof ApiRequestError && error.body?.message ? error.body.message : t('videos.add.failed'));
    }
  };

  const chooseFile = (chosen: File | null) => {
    setFile(chosen);
    setBlurRegions([]);
    setNoPreview(false);
  };
  const markBeforeSending = async () => {
    if (!file) return;
    void loadEditor();
    const picture = await firstFrame(file);
    setNoPreview(!picture);
    if (picture) setEditing({ kind: 'upload', picture });
  };
  const closeEditor = () => {
    if (editing?.kind === 'upload') URL.revokeObjectURL(editing.picture.url);
    setEditing(null);
  };
  /** The editor draws rectangles only here, so its areas are the API's. */
  const asBlur = (regions: { shape: string; x: number; y: number; width: number; height: number }[]): VideoBlurRegion[] =>
    regions.map(({ x, y, width, height }) => ({ shape: 'rect', x, y, width, height }));

  return (
    <>
      <form onSubmit={(e) => void submit(e)} data-testid="video-upload-form">
        <label>
          {t('videos.add.ad')}
          <select value={adId} onChange={(e) => setAdId(e.target.value)} data-testid="video-ad">
            {ads.map((ad) => (
              <option key={ad.id} value={ad.id}>
                {ad.title}
              </option>
            ))}
          </select>
        </label>
        <label>
          {t('videos.add.file')}
          <input
            type="file"
            accept="video/mp4,video/quicktime,video/webm,video/x-matroska"
            onChange={(e) => chooseFile(e.target.files?.[0] ?? null)}
            data-testid="video-file"
            required
          />
        </label>
        {file ? (
          <p data-testid="video-blur-summary">
            {blurRegions.length ? t('videos.blur.marked', { count: blurRegions.length }) : t('videos.blur.optional')}{' '}
            <button
              type="button"
              onPointerEnter={() => void loadEditor()}
              onClick={() => void markBeforeSending()}
              data-testid="video-blur-before"
            >
              {t('videos.blur.mark')}
            </button>{' '}
            {blurRegions.length ? (
              <button type="button" onClick={() => setBlurRegions([])}>
                {t('videos.blur.clear')}
              </button>
            ) : null}
            {noPreview ? <span role="status"> {t('videos.blur.noPreview')}</span> : null}
          </p>
        ) : null}
        <fieldset>
          <legend>{t('videos.add.statement')}</legend>
          <p>{VIDEO_ATTESTATION_TEXT[locale]}</p>
          <label>
            <input type="checkbox" checked={adult} onChange={(e) => setAdult(e.target.checked)} required data-testid="video-adult" />{' '}
            {t('videos.add.everyoneAdult')}
          </label>
          <label>
            <input
              type="checkbox"
              checked={consented}
              onChange={(e) => setConsented(e.target.checked)}
              required
              data-testid="video-consented"
            />{' '}
            {t('videos.add.everyoneConsented')}
          </label>
          <label>
            <input type="checkbox" checked={appears} onChange={(e) => setAppears(e.target.checked)} data-testid="video-appears" />{' '}
            {t('videos.add.uploaderAppears')}
          </label>
        </fieldset>
        <button type="submit" disabled={state === 'sending' || state === 'checking'} data-testid="video-send">
          {t('videos.add.send')}
        </button>
        {state === 'sending' || state === 'checking' ? (
          <div role="status" data-testid="video-progress-status">
            <progress max={100} value={percent} data-testid="video-progress" />{' '}
            {state === 'checking'
              ? t('videos.add.checking')
              : progress?.resuming
                ? t('videos.add.paused', { percent })
                : t('videos.add.sending', { percent })}
          </div>
        ) : null}
        {state === 'done' ? (
          <p role="status" data-testid="video-done">
            {t('videos.add.done')}
          </p>
        ) : null}
        {problem ? (
          <p role="alert" data-testid="video-problem">
            {problem}
          </p>
        ) : null}
      </form>
      <h2>{t('videos.add.mine')}</h2>
      {videos.length ? (
        <ul data-testid="my-videos">
          {videos.map((v) => (
            <li key={v.id} data-testid="my-video" data-status={v.status}>
              {v.posterUrl ? <img src={v.posterUrl} alt="" width={54} height={96} loading="lazy" /> : null}{' '}
              {t(`videos.add.status.${v.status}`)}
              {v.rejection ? ` — ${v.rejection}` : ''}{' '}
              {v.posterUrl && BLURRABLE.includes(v.status) ? (
                <>
                  <button
                    type="button"
                    onPointerEnter={() => void loadEditor()}
                    onClick={() =>
                      setEditing({ kind: 'clip', videoId: v.id, picture: { url: v.posterUrl!, width: v.width, height: v.height } })
                    }
                    data-testid="my-video-blur"
                  >
                    {t('videos.blur.mark')}
                  </button>{' '}
                </>
              ) : null}
              <button
                type="button"
                onClick={() =>
                  void removeVideo(api, v.id)
                    .then(() => myVideos(api))
                    .then(setVideos)
                }
              >
                {t('videos.add.remove')}
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <p>{t('videos.add.none')}</p>
      )}
      {editing && (
        <Suspense fallback={null}>
          <RedactionEditor
            image={editing.picture}
            shapes={['rect']}
            effects={['blur']}
            maxRegions={VIDEO_BLUR_MAX_REGIONS}
            texts={{
              title: t('videos.blur.title'),
              help: t('videos.blur.help'),
              permanent: t(editing.kind === 'upload' ? 'videos.blur.permanentUpload' : 'videos.blur.permanentClip'),
              stale: t('videos.blur.notNow'),
              apply: t(editing.kind === 'upload' ? 'videos.blur.keep' : 'videos.blur.apply'),
            }}
            onCancel={closeEditor}
            onApply={async ({ regions }) => {
              if (editing.kind === 'upload') setBlurRegions(asBlur(regions));
              else {
                await blurVideo(api, editing.videoId, asBlur(regions));
                setVideos(await myVideos(api));
              }
              closeEditor();
            }}
          />
        </Suspense>
      )}
    </>
  );
}
