// The engine on the phone, seen from the page: one worker per page, started in the background as soon
// as asked (the builder asks when it opens), so it is warm before the network fails.

let worker = null;
let counter = 0;
const waiting = new Map();
let ready = null;
let started = false; // the engine has answered "ready"
// How far the start has got: { step, of, words, ms } as the worker last said, told to every listener.
let progress = null;
const listeners = new Set();

// Called with each step of the engine's start as the worker reaches it (at once with the last one, if any).
export function onEngineProgress(listener) {
  listeners.add(listener);
  if (progress) listener(progress);
  return () => listeners.delete(listener);
}

function send(message) {
  const id = ++counter;
  return new Promise((resolve, reject) => {
    waiting.set(id, { resolve, reject });
    worker.postMessage({ ...message, id });
  });
}

function answered({ data }) {
  if (data.type === "progress") {
    progress = data;
    for (const listener of listeners) listener(data);
    return;
  }
  const pending = waiting.get(data.id);
  if (!pending) return;
  waiting.delete(data.id);
  if (data.type === "failed") pending.reject(new Error(data.message));
  else pending.resolve(data);
}

// Where the worker, Pyodide and the engine's archive are: the page says (data-* on <html>, from the server,
// which knows the hashed names and the archive's digest).
export function addresses(element = document.querySelector("[data-engine-worker]")) {
  const { engineWorker, pyodideUrl, engineArchive, engineStdlib } = element.dataset;
  const absolute = (url) => new URL(url, location.href).href;
  return { workerUrl: engineWorker, pyodideUrl: absolute(pyodideUrl), archiveUrl: absolute(engineArchive), stdlibUrl: absolute(engineStdlib) };
}

// Start the engine (once); resolves with what starting took.
export function startEngine(where = addresses()) {
  if (!ready) {
    worker = new Worker(where.workerUrl, { type: "module" });
    worker.addEventListener("message", answered);
    ready = send({ type: "start", pyodideUrl: where.pyodideUrl, archiveUrl: where.archiveUrl, stdlibUrl: where.stdlibUrl }).then((d) => d.timings);
    ready.then(
      () => {
        started = true;
      },
      () => {
        ready = null; // a later ask tries again
      },
    );
  }
  return ready;
}

// The ruling for the text of a case, as the engine on the phone gives it: { ruling (parsed), text, stamp, ms, warm },
// stamp what it was ruled under in the engine's words (engine.stamp_words: `says` is the sentence the ruling page
// shows), warm when the engine had started before the case came (its answer waited for no start).
export async function ruleOnPhone(text) {
  const warm = started;
  await startEngine();
  const { ruling, stamp, ms } = await send({ type: "rule", text });
  return { ruling: JSON.parse(ruling), text: ruling, stamp: JSON.parse(stamp), ms, warm };
}

// Many cases at once (tests and the bench): the ruling texts and their times, in order.
export async function ruleAllOnPhone(texts) {
  await startEngine();
  const { rulings } = await send({ type: "rule-all", texts });
  return rulings;
}
