import { VIDEO_ATTESTATION_TEXT, type VideoDto } from '@anonse/contracts/browser';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '#web/i18n/use-translation';
import { ApiRequestError } from '#web/lib/api';
import { useApi, useLocale } from '#web/lib/app-data';
import { myVideos, removeVideo, uploadVideo, type UploadProgress } from '../api/videos';
import { VIDEOS } from '../i18n';

/**
 * "Dodaj film": one of the person's active ads, the file, the two statements (both required) and whether they appear;
 * a progress bar that shows a dropped connection and resumes on its own (api/videos.ts). Refusals come from the API
 * in the page's language. Below, the person's clips with their state.
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

  if (!ads.length) return <p data-testid="video-no-ads">{t('videos.add.noAds')}</p>;
  const percent = progress ? Math.floor((progress.sent / Math.max(1, progress.total)) * 100) : 0;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!file || !adult || !consented || !adId) return;
    setProblem(null);
    setState('sending');
    try {
      await uploadVideo(api, file, { adId, uploaderAppears: appears }, (p) => {
        setProgress(p);
        if (p.sent === p.total) setState('checking');
      });
      setState('done');
      setVideos(await myVideos(api));
    } catch (error) {
      setState('idle');
      setProblem(error instanceof ApiRequestError && error.body?.message ? error.body.message : t('videos.add.failed'));
    }
  };

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
            onChange={(e) => setFile(e.target.files?.[0] ?? null)}
            data-testid="video-file"
            required
          />
        </label>
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
    </>
  );
}
