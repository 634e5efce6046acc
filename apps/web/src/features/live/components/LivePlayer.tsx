import type Hls from 'hls.js';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { latencyOf } from '../latency';
import classes from './LivePlayer.module.css';

const HLS_TYPE = 'application/vnd.apple.mpegurl';

/** Safari (and iOS browsers without Media Source) play HLS themselves; elsewhere hls.js does. */
export function prefersNativeHls(
  video: Pick<HTMLVideoElement, 'canPlayType'>,
  hasMse: boolean,
  userAgent: string,
): boolean {
  if (!video.canPlayType(HLS_TYPE)) return false;
  const safari = /safari/i.test(userAgent) && !/chrome|chromium|crios|fxios|android/i.test(userAgent);
  return safari || !hasMse;
}

export interface LivePlayerProps {
  src: string;
  poster?: string;
  /** Seconds behind live, sampled every second (null when unknown). */
  onLatency?: (seconds: number | null) => void;
}

/** The live video: hls.js (loaded only here) or native HLS; reports its latency behind live. */
export default function LivePlayer({ src, poster, onLatency }: LivePlayerProps) {
  const { t } = useTranslation('live');
  const ref = useRef<HTMLVideoElement>(null);
  const report = useRef(onLatency);
  report.current = onLatency;
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    const video = ref.current;
    if (!video) return;
    setFailed(false);
    let hls: Hls | null = null;
    let stopped = false;
    const sample = () => {
      const seekable = video.seekable;
      const seekableEnd = seekable.length ? seekable.end(seekable.length - 1) : null;
      report.current?.(
        latencyOf({
          hlsLatency: hls?.latency ?? null,
          liveSyncPosition: hls?.liveSyncPosition ?? null,
          seekableEnd,
          currentTime: video.currentTime,
        }),
      );
    };
    const timer = window.setInterval(sample, 1_000);
    const playNative = () => {
      video.src = src;
      void video.play().catch(() => {});
    };
    if (prefersNativeHls(video, typeof window.MediaSource !== 'undefined', navigator.userAgent)) {
      playNative();
    } else {
      import('hls.js')
        .then(({ default: HlsJs }) => {
          if (stopped) return;
          if (!HlsJs.isSupported()) {
            if (video.canPlayType(HLS_TYPE)) playNative();
            else setFailed(true);
            return;
          }
          const player = new HlsJs({ lowLatencyMode: true, liveSyncDurationCount: 3 });
          hls = player;
          let mediaRecoveries = 0;
          let networkRetries = 0;
          player.on(HlsJs.Events.ERROR, (_event, data) => {
            if (!data.fatal) return;
            // A stream that stays unreachable (down, or refused by the page's policy) is shown as failed.
            if (data.type === HlsJs.ErrorTypes.NETWORK_ERROR && networkRetries++ < 3) player.startLoad();
            else if (data.type === HlsJs.ErrorTypes.MEDIA_ERROR && mediaRecoveries++ < 2) player.recoverMediaError();
            else setFailed(true);
          });
          player.on(HlsJs.Events.MANIFEST_PARSED, () => void video.play().catch(() => {}));
          player.loadSource(src);
          player.attachMedia(video);
        })
        .catch(() => setFailed(true));
    }
    return () => {
      stopped = true;
      window.clearInterval(timer);
      hls?.destroy();
      video.removeAttribute('src');
      video.load();
    };
  }, [src]);

  return (
    <div className={classes.frame}>
      <video
        ref={ref}
        className={classes.video}
        data-testid="live-video"
        poster={poster}
        muted
        autoPlay
        playsInline
        controls
      />
      {failed && (
        <div className={classes.failed} data-testid="live-video-failed">
          {t('video.failed')}
        </div>
      )}
    </div>
  );
}
