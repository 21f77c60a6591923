// The website player's height reports (decision 075): only on a page the loader asked for
// (`h=1`), posted to the church's website origin alone, each time the page's height changes.
(function () {
  var script = document.currentScript;
  var target = script && script.getAttribute('data-origin');
  if (!target || window.parent === window) return;
  var last = 0;
  var send = function () {
    var height = Math.ceil(document.body.getBoundingClientRect().height);
    if (height === last) return;
    last = height;
    window.parent.postMessage({ type: 'outreach-embed:height', height: height }, target);
  };
  if ('ResizeObserver' in window) new ResizeObserver(send).observe(document.body);
  window.addEventListener('load', send);
  if (document.body) send();
  else document.addEventListener('DOMContentLoaded', send);
})();
