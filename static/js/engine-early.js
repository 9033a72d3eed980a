// The engine on this device started as soon as the builder's page is read, before the builder itself is built:
// on a later visit (the files kept, a service worker in charge) or without a network. builder-offline.js, which
// runs after the builder, finds it started (one engine per page: the same module, the same worker).
import { startEngine } from "./engine-on-phone.js";

const status = document.getElementById("offline-status");
const kept = "serviceWorker" in navigator && navigator.serviceWorker.controller;
if (status && ((status.dataset.keepOnVisit !== "no" && kept) || navigator.onLine === false)) {
  startEngine().catch(() => {}); // a failure is met again, and shown, when the builder asks
}
