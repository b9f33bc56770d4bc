// Commands of constants to an embedded player tell whatever page holds
// the frame nothing.
function toggle(iframe, playing) {
  iframe.contentWindow.postMessage(JSON.stringify({ event: "command", func: "pauseVideo", args: "" }), "*");
  iframe.contentWindow.postMessage(JSON.stringify({ method: playing ? "play" : "pause", value: true }), "*");
  iframe.contentWindow.postMessage("ready", "*");
}

// Data from the page is still sent to any origin.
function send(iframe, user, state) {
  iframe.contentWindow.postMessage(JSON.stringify({ event: "listening", id: user.id }), "*"); // want "javascript/postmessage-any-origin"
  iframe.contentWindow.postMessage(JSON.stringify(state), "*"); // want "javascript/postmessage-any-origin"
  iframe.contentWindow.postMessage({ ...state, kind: "sync" }, "*"); // want "javascript/postmessage-any-origin"
  iframe.contentWindow.postMessage([user.name, "x"], "*"); // want "javascript/postmessage-any-origin"
  iframe.contentWindow.postMessage(`token=${user.token}`, "*"); // want "javascript/postmessage-any-origin"
}
