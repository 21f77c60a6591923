// How far a visitor who came from a church's card watches its video (decision 052). Served only
// to such visitors: it tells the page's own server when the player starts and passes 25, 50, 75
// and 100 percent, each once. Nothing else is read or sent.
(() => {
  const video = document.querySelector('video[data-progress]');
  if (!video) return;
  const steps = ['play', 'watched_25', 'watched_50', 'watched_75', 'watched_100'];
  let reached = -1;
  const report = (index) => {
    if (index <= reached) return;
    reached = index;
    // The furthest point stands for every point before it (the server counts them in order).
    navigator.sendBeacon(video.dataset.progress, new URLSearchParams({ step: steps[index] }));
  };
  video.addEventListener('play', () => report(0));
  video.addEventListener('timeupdate', () => {
    if (!video.duration) return;
    const quarters = Math.floor((video.currentTime / video.duration) * 4 + 1e-6);
    if (quarters >= 1) report(Math.min(quarters, 3));
  });
  video.addEventListener('ended', () => report(4));
})();
