import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { youtubeEmbedUrl } from '../content-paths';

/**
 * A video article's video, 16:9 at any width, from YouTube's privacy-enhanced player
 * (youtube-nocookie.com). Until the shopper presses play only the cover shows: the player is a
 * megabyte of script a phone need not fetch for a reader who only wanted the text.
 */
export function VideoPlayer({ videoId, title, poster }: { videoId: string; title: string; poster: string | null }) {
  const { t } = useTranslation();
  const [playing, setPlaying] = useState(false);
  const player = useRef<HTMLIFrameElement>(null);
  // the button pressed is gone: the keyboard goes on in the player that replaced it
  useEffect(() => {
    if (playing) player.current?.focus();
  }, [playing]);
  return (
    <div className="relative aspect-video w-full overflow-hidden rounded-3xl bg-brand-900">
      {playing ? (
        <iframe
          ref={player}
          src={youtubeEmbedUrl(videoId)}
          title={title}
          className="absolute inset-0 size-full border-0"
          allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture"
          // YouTube's player needs to know which site embeds it; the shop's own policy sends no referrer
          referrerPolicy="strict-origin-when-cross-origin"
          allowFullScreen
          // the player's page, from another site, takes the frame's place when it arrives; the
          // browser may drop the focus with the empty page it replaces (seen on a busy machine)
          onLoad={(event) => {
            if (document.activeElement === document.body) event.currentTarget.focus();
          }}
        />
      ) : (
        <button type="button" onClick={() => setPlaying(true)} className="group absolute inset-0 flex size-full items-center justify-center">
          {poster ? (
            <img src={poster} alt="" width={1200} height={675} fetchPriority="high" className="absolute inset-0 size-full bg-brand-50 object-contain" />
          ) : null}
          <span className="relative flex size-20 items-center justify-center rounded-full bg-brand-700 text-white shadow-xl group-hover:bg-brand-800">
            <svg aria-hidden="true" viewBox="0 0 24 24" className="ml-1 size-10 fill-current">
              <path d="M8 5v14l11-7z" />
            </svg>
            <span className="sr-only">{t('content.article.play', { title })}</span>
          </span>
          <span className="absolute right-3 bottom-3 rounded-full bg-white/90 px-3 py-1 text-xs font-semibold text-ink">{t('content.article.playNote')}</span>
        </button>
      )}
    </div>
  );
}
