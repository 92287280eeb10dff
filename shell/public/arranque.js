/* Starts the portal's code on a server-rendered page: docs/architecture.md, "The code after the page's load". */
(function () {
  var list = document.getElementById('portal-codigo');
  if (!list) return;
  var tags = JSON.parse(list.textContent || '[]');
  var started = false;
  var TAKEN_OVER = 'data-hydrated';

  function start() {
    if (started) return;
    started = true;
    tags.forEach(function (tag) {
      var element = document.createElement(tag[0]);
      for (var name in tag[1]) element.setAttribute(name, tag[1][name]);
      document.head.appendChild(element);
    });
  }

  function afterPaint() {
    requestAnimationFrame(function () {
      requestAnimationFrame(function () {
        setTimeout(start);
      });
    });
  }

  if (document.readyState === 'complete') afterPaint();
  else addEventListener('load', afterPaint);
  ['pointerdown', 'keydown'].forEach(function (name) {
    addEventListener(name, start, { once: true, passive: true });
  });
  setTimeout(start, 4000);

  // Before the chrome is taken over, the last pressed button is pressed again once its part is.
  var root = document.getElementById('root');
  var waiting;
  addEventListener(
    'click',
    function (event) {
      // A popover's button is not: the browser has answered it already.
      var button = event.target.closest && event.target.closest('button:not([popovertarget])');
      if (!button || !root || root.hasAttribute(TAKEN_OVER)) return;
      var part = button.closest('[data-ssr-section]') || root;
      var tries = 0;
      clearInterval(waiting);
      waiting = setInterval(function () {
        if (part.hasAttribute(TAKEN_OVER)) {
          clearInterval(waiting);
          if (button.isConnected) button.click();
        } else if (++tries > 100) clearInterval(waiting);
      }, 100);
    },
    true,
  );
})();
