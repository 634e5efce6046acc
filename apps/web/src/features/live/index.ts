/**
 * What other features may use from live: the "video is behind" warning and its rule (for the bid
 * panel of a lot shown beside a live video), and the broadcast-reminder banner list.
 */
export { LiveReminderBanner } from './components/LiveReminderBanner';
export { VideoBehindWarning } from './components/VideoBehindWarning';
export { isVideoBehind, latencyOf, VIDEO_BEHIND_SECONDS } from './latency';
