// The rules engine on the phone: Pyodide (CPython compiled to WebAssembly, from the site's own copy) started
// with the standard library the engine needs and the engine itself, both as byte-code compiled at the build
// (offline/archive.py). It answers the text of a case with the text of the ruling, made by the same json.dumps
// as the server's, so the two compare byte for byte, and beside it the stamp of what it was ruled under, in the
// engine's words. It says how far its start has got as it goes.

export const STEPS = ["fetching Python", "starting Python", "loading the engine", "ready"];

let engine = null; // the started engine: { ruleText, stampText, timings }

// What a ruling given here was ruled under, as the server stamps its rulings (decisions/rulings.py): the engine's
// stamp of the case (its release and digests, the statutes the case carries, the day played), in its own words.
const STAMPED = `
def stamped(text):
    try:
        document = json.loads(text)
    except ValueError:
        document = None  # the ruling's errors say what is wrong with it; the stamp names the engine alone
    return json.dumps(engine.stamp_words(engine.stamp(document)), ensure_ascii=False)
stamped`;

function progress(step, began) {
  self.postMessage({ type: "progress", step: STEPS.indexOf(step) + 1, of: STEPS.length, words: step, ms: Math.round(performance.now() - began) });
}

// The engine's archive: its byte-code as a zip, fetched while Python starts.
async function fetchArchive(archiveUrl) {
  const response = await fetch(archiveUrl);
  if (!response.ok) throw new Error(`the engine's archive answered ${response.status}`);
  return new Uint8Array(await response.arrayBuffer());
}

export async function startPython({ pyodideUrl, archiveUrl, stdlibUrl }, told = () => {}) {
  const began = performance.now();
  const archive = fetchArchive(archiveUrl);
  archive.catch(() => {}); // awaited below; a failure is reported there
  told("fetching Python", began);
  const { loadPyodide } = await import(new URL("pyodide.mjs", pyodideUrl).href);
  const imported = performance.now();
  told("starting Python", began);
  // Only the standard library the engine needs, compiled; the lock file lists no package, and none is loaded.
  const pyodide = await loadPyodide({ indexURL: pyodideUrl, stdLibURL: stdlibUrl, packages: [] });
  const pythonStarted = performance.now();
  told("loading the engine", began);
  pyodide.FS.writeFile("/engine.zip", await archive);
  const fetched = performance.now();
  // The zip on sys.path as it is: Python imports the byte-code from it, with nothing to unpack or compile.
  pyodide.runPython("import sys\nsys.path.insert(0, '/engine.zip')\nimport json, engine");
  const ruleText = pyodide.runPython("lambda text: json.dumps(engine.rule_text(text), ensure_ascii=False)");
  const stampText = pyodide.runPython(STAMPED);
  const engineImported = performance.now();
  told("ready", began);
  return {
    ruleText,
    stampText,
    timings: {
      pyodideModuleMs: Math.round(imported - began),
      loadPyodideMs: Math.round(pythonStarted - imported),
      archiveMs: Math.round(fetched - pythonStarted), // the archive's wait once Python is up (fetched meanwhile)
      engineImportMs: Math.round(engineImported - fetched),
      totalMs: Math.round(engineImported - began),
    },
  };
}

async function start(where) {
  const started = await startPython(where, progress);
  // What starting was made of: the files' download (or cache read) as the browser timed them, the rest of
  // loadPyodide being WebAssembly's compile and Python's start.
  const downloads = performance.getEntriesByType("resource").map((e) => ({
    name: e.name.split("/").pop(),
    ms: Math.round(e.duration),
    bytes: e.transferSize || 0,
  }));
  engine = { ruleText: started.ruleText, stampText: started.stampText, timings: { ...started.timings, downloads } };
  return engine.timings;
}

function rule(text) {
  const began = performance.now();
  const ruling = engine.ruleText(text);
  return { ruling, ms: performance.now() - began };
}

// A ruling for the page, with its stamp beside it (never inside the engine's text, which compares with the server's).
function ruleStamped(text) {
  return { ...rule(text), stamp: engine.stampText(text) };
}

let starting = null;

if (typeof WorkerGlobalScope !== "undefined" && self instanceof WorkerGlobalScope) {
  self.addEventListener("message", async ({ data }) => {
    const { id, type } = data;
    try {
      if (type === "start") {
        starting = starting || start(data);
        self.postMessage({ id, type: "ready", timings: await starting });
      } else if (type === "rule") {
        await starting;
        self.postMessage({ id, type: "ruling", ...ruleStamped(data.text) });
      } else if (type === "rule-all") {
        // Many cases in one message (the tests and the bench): one answer, no round trip per case.
        await starting;
        self.postMessage({ id, type: "rulings", rulings: data.texts.map(rule) });
      }
    } catch (err) {
      self.postMessage({ id, type: "failed", message: String((err && err.message) || err) });
    }
  });
}
