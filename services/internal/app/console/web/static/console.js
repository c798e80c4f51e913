// QTG console: live updates of the movement page over server-sent events. The page
// works without this file; with it, the plan, the nodes and the audit trail follow the
// movement without a reload. The server renders every fragment (escaped by
// html/template); this file only puts them in place.
"use strict";
document.addEventListener("DOMContentLoaded", function () {
  var live = document.getElementById("live");
  if (!live || live.dataset.final === "true" || !window.EventSource) {
    return;
  }
  var target = document.getElementById("movement-live");
  var stateAt = function () {
    var el = document.getElementById("movement-state");
    return el ? el.dataset.state : "";
  };
  // A confirmation that describes a state ("Movement created. It waits for another
  // principal's approval.", data-while) goes once the movement is in another one.
  var audit = document.getElementById("audit-rows");
  var es = new EventSource(live.dataset.src);
  es.addEventListener("open", function () { live.textContent = "live"; });
  es.addEventListener("error", function () { live.textContent = "reconnecting…"; });
  es.addEventListener("audit", function (e) { audit.insertAdjacentHTML("beforeend", e.data); });
  es.addEventListener("movement", function (e) {
    // Keep a half-typed cancel reason: do not replace the part that holds the focus.
    if (target.contains(document.activeElement) && document.activeElement.tagName === "INPUT") {
      return;
    }
    target.innerHTML = e.data;
    var notice = document.querySelector(".notice[data-while]");
    if (notice && stateAt() !== notice.dataset.while) {
      notice.remove();
    }
  });
  es.addEventListener("end", function () {
    es.close();
    live.textContent = "finished";
  });
});
