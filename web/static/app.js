// Optional niceties; every page works without JavaScript.
"use strict";
document.addEventListener("DOMContentLoaded", function () {
  // Ctrl/Cmd+Enter submits the question box.
  var q = document.getElementById("q");
  if (q) {
    q.addEventListener("keydown", function (ev) {
      if (ev.key === "Enter" && (ev.ctrlKey || ev.metaKey || !ev.shiftKey)) {
        ev.preventDefault();
        document.getElementById("ask-form").submit();
      }
    });
  }
  // An uploaded file is shown in the YAML box before it is sent.
  var upload = document.getElementById("upload");
  var box = document.getElementById("yaml");
  if (upload && box && window.FileReader) {
    upload.addEventListener("change", function () {
      var file = upload.files && upload.files[0];
      if (!file || file.size > 65536) { return; }
      var reader = new FileReader();
      reader.onload = function () { box.value = String(reader.result); };
      reader.readAsText(file);
    });
  }
});
