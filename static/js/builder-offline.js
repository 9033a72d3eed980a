// The builder on a phone: on every visit it keeps (or checks) what ruling offline needs, and starts the
// engine on the phone in the background so that it is warm before the network fails.
import { keepOffline, words } from "./offline-kit.js";
import { startEngine } from "./engine-on-phone.js";

const status = document.getElementById("offline-status");
const show = (state) => {
  status.textContent = words(state);
};

async function open() {
  status.hidden = false;
  const kept = "serviceWorker" in navigator && navigator.serviceWorker.controller;
  if (kept) {
    // A later visit: everything is on the phone already; the engine starts at once, the check runs beside it.
    startEngine().catch(() => {});
    await keepOffline(show);
  } else {
    // The first visit: the files are downloaded once, by the service worker; the engine then starts from them.
    await keepOffline(show);
    await navigator.serviceWorker.ready;
    startEngine().catch(() => {});
  }
}

open().catch((err) => show({ ready: false, failure: err.message }));
