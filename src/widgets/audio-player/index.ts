/**
 * The audio player: hydrates the `audio-player` formatter's placeholder
 * (`.squarespace-audio-player[data-audio-asset-url]`) into an accessible player without React:
 * a Play/Pause button, a seek slider (arrow keys move it, its value is spoken as
 * 'm:ss of m:ss'), the time, and a download link where the site allows it (`showDownload` in
 * the JSON of the enclosing audio block, `.sqs-block-audio[data-block-json]`, which also gives
 * the player its name: `title`). A file that fails to load says so instead of the controls.
 */
import { clockTime } from '../../blocks/media-time';
import { allMessages, format } from '../../i18n/messages';
import type { Runtime } from '../../runtime/runtime';
import { injectStyles } from '../../styles/inject-styles';
import type { Unmount } from '../widget';
import css from './styles.css?inline';

/** The enclosing audio block's settings; none when it has no (valid) JSON. */
function blockSettings(host: HTMLElement): { title?: unknown; showDownload?: unknown } {
  const json = host.closest<HTMLElement>('.sqs-block-audio[data-block-json]')?.dataset.blockJson;
  try {
    const value: unknown = JSON.parse(json ?? '{}');
    return typeof value === 'object' && value !== null ? value : {};
  } catch {
    return {};
  }
}

export function mount(host: HTMLElement, runtime: Runtime): Unmount {
  const url = host.dataset.audioAssetUrl ?? '';
  if (url.trim() === '') return () => undefined;
  injectStyles('audio-player', css, runtime.config.nonce);
  const messages = allMessages(runtime.messages);
  const settings = blockSettings(host);
  const title = typeof settings.title === 'string' ? settings.title.trim() : '';

  const player = document.createElement('div');
  player.className = 'sf-audio';
  player.setAttribute('role', 'group');
  player.setAttribute('aria-label', title || messages.audioPlayer);
  const audio = document.createElement('audio');
  audio.preload = 'metadata';
  audio.src = url;
  const play = document.createElement('button');
  play.type = 'button';
  play.className = 'sf-audio-play';
  play.setAttribute('aria-label', messages.play);
  const seek = document.createElement('input');
  seek.type = 'range';
  seek.className = 'sf-audio-seek';
  seek.min = '0';
  seek.max = '0';
  seek.step = 'any';
  seek.value = '0';
  seek.setAttribute('aria-label', messages.audioSeek);
  const time = document.createElement('span');
  time.className = 'sf-audio-time';
  time.setAttribute('aria-hidden', 'true');
  const error = document.createElement('p');
  error.className = 'sf-audio-error';
  error.setAttribute('role', 'alert');
  player.append(audio, play, seek, time);
  if (settings.showDownload === true) {
    const download = document.createElement('a');
    download.className = 'sf-audio-download';
    download.href = url;
    download.download = '';
    download.textContent = messages.audioDownload;
    player.append(download);
  }
  player.append(error);
  host.append(player);

  let seeking = false;
  const update = () => {
    const duration = Number.isFinite(audio.duration) ? audio.duration : 0;
    const current = audio.currentTime;
    seek.max = String(duration);
    if (!seeking) seek.value = String(current);
    const text = `${clockTime(current)} / ${clockTime(duration)}`;
    time.textContent = text;
    seek.setAttribute(
      'aria-valuetext',
      format(messages.audioTime, { current: clockTime(current), duration: clockTime(duration) }),
    );
    const playing = !audio.paused && !audio.ended;
    play.setAttribute('aria-label', playing ? messages.pause : messages.play);
    play.classList.toggle('sf-playing', playing);
  };
  const toggle = () => {
    if (audio.paused || audio.ended) {
      audio.play().catch(() => undefined);
    } else audio.pause();
  };
  const onInput = () => {
    seeking = true;
    audio.currentTime = Number(seek.value);
    update();
  };
  const onChange = () => {
    seeking = false;
    update();
  };
  const onError = () => {
    error.textContent = messages.unableToLoadRetry;
    play.disabled = true;
    seek.disabled = true;
  };
  play.addEventListener('click', toggle);
  seek.addEventListener('input', onInput);
  seek.addEventListener('change', onChange);
  const mediaEvents = ['loadedmetadata', 'durationchange', 'timeupdate', 'play', 'pause', 'ended'];
  for (const type of mediaEvents) audio.addEventListener(type, update);
  audio.addEventListener('error', onError);
  host.classList.add('sf-audio-host');
  update();

  return () => {
    audio.pause();
    player.remove();
    host.classList.remove('sf-audio-host');
  };
}
