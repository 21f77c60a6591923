// The website player's optional loader (issue 26, decision 075), included after the iframe on
// the church's website. It asks each player frame of this server for its height (`h=1`) and
// sets the frame's height to what the frame reports, taking a message only when it comes from
// this server's origin and from one of those frames. It reads and stores nothing else.
(function () {
  var script = document.currentScript;
  if (!script) return;
  var origin = new URL(script.src).origin;
  var frames = function () {
    return document.querySelectorAll('iframe[data-outreach-embed]');
  };
  var ask = function () {
    var list = frames();
    for (var i = 0; i < list.length; i++) {
      var src = list[i].getAttribute('src') || '';
      if (src.indexOf(origin + '/') !== 0) continue;
      var url = new URL(src);
      if (url.searchParams.get('h') === '1') continue;
      url.searchParams.set('h', '1');
      list[i].setAttribute('src', url.toString());
    }
  };
  window.addEventListener('message', function (event) {
    if (event.origin !== origin) return;
    var data = event.data;
    if (!data || data.type !== 'outreach-embed:height' || typeof data.height !== 'number') return;
    var list = frames();
    for (var i = 0; i < list.length; i++) {
      if (list[i].contentWindow !== event.source) continue;
      list[i].style.aspectRatio = 'auto';
      list[i].style.height = Math.max(150, Math.min(20000, Math.ceil(data.height))) + 'px';
    }
  });
  ask();
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', ask);
})();
