// Keeping the builder on the phone: the page registers the site's service worker, asks it to keep (or check)
// every file the builder needs offline, and says in words how far it has got.

const MB = (bytes) => `${(bytes / 1e6).toFixed(1)} MB`;

export function words(state) {
  if (state.type === "offline-progress") {
    return `Keeping the builder on this device for use without a network: ${state.done} of ${state.count} files, ${MB(state.downloaded)} downloaded so far.`;
  }
  if (state.ready) {
    const fresh = state.downloaded ? `${MB(state.downloaded)} downloaded on this visit` : "nothing new to download";
    const failure = state.failure ? ` (The last check could not finish: ${state.failure}.)` : "";
    return `Ready to rule offline: ${state.files} files kept and checked on this device, ${MB(state.bytes)} in all (${fresh}).${failure}`;
  }
  if (state.failure) return `Not yet ready to rule offline: ${state.failure}. The builder still works while the network does.`;
  return "Not yet ready to rule offline: the builder has not been kept on this device.";
}

function worker() {
  return navigator.serviceWorker.ready.then((registration) => registration.active);
}

// Listen to the service worker; `onState` gets every message (progress and outcome).
export function listen(onState) {
  navigator.serviceWorker.addEventListener("message", ({ data }) => {
    if (data && (data.type === "offline-state" || data.type === "offline-progress")) onState(data);
  });
}

export function register() {
  return navigator.serviceWorker.register("/sw.js", { scope: "/", type: "classic", updateViaCache: "none" });
}

// Keep everything (the builder asks on every visit): resolves with the outcome.
export async function keepOffline(onState) {
  if (!("serviceWorker" in navigator)) {
    const state = { ready: false, failure: "this browser cannot keep pages for use without a network" };
    onState(state);
    return state;
  }
  return new Promise((resolve, reject) => {
    listen((data) => {
      onState(data);
      if (data.type === "offline-state") resolve(data);
    });
    register()
      .then(worker)
      .then((active) => active.postMessage({ type: "keep" }))
      .catch(reject);
  });
}

// What is kept already, without downloading anything (the offline page on a reader's visit).
export async function askState(onState) {
  if (!("serviceWorker" in navigator)) return;
  const registration = await navigator.serviceWorker.getRegistration("/");
  if (!registration || !registration.active) {
    onState({ ready: false });
    return;
  }
  listen(onState);
  registration.active.postMessage({ type: "state" });
}
