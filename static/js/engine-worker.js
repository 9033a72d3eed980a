// The rules engine on the phone: Pyodide (CPython compiled to WebAssembly, from the site's own copy)
// with the engine's archive unpacked beside Python's standard library. It answers the text of a case
// with the text of the ruling, made by the same json.dumps as the server's, so the two compare byte for byte.

let engine = null; // the started engine: { ruleText, timings }

async function start({ pyodideUrl, archiveUrl }) {
  const began = performance.now();
  const { loadPyodide } = await import(new URL("pyodide.mjs", pyodideUrl).href);
  const imported = performance.now();
  const pyodide = await loadPyodide({ indexURL: pyodideUrl });
  const pythonStarted = performance.now();
  const response = await fetch(archiveUrl);
  if (!response.ok) throw new Error(`the engine's archive answered ${response.status}`);
  const archive = await response.arrayBuffer();
  const fetched = performance.now();
  pyodide.unpackArchive(archive, "zip", { extractDir: "/engine-lib" });
  pyodide.runPython("import sys\nsys.path.insert(0, '/engine-lib')\nimport json, engine");
  const ruleText = pyodide.runPython("lambda text: json.dumps(engine.rule_text(text), ensure_ascii=False)");
  const engineImported = performance.now();
  // What starting was made of: the files' download (or cache read) as the browser timed them, the rest of
  // loadPyodide being WebAssembly's compile and Python's start.
  const downloads = performance.getEntriesByType("resource").map((e) => ({
    name: e.name.split("/").pop(),
    ms: Math.round(e.duration),
    bytes: e.transferSize || 0,
  }));
  const timings = {
    pyodideModuleMs: Math.round(imported - began),
    loadPyodideMs: Math.round(pythonStarted - imported),
    archiveMs: Math.round(fetched - pythonStarted),
    engineImportMs: Math.round(engineImported - fetched),
    totalMs: Math.round(engineImported - began),
    downloads,
  };
  engine = { ruleText, timings };
  return timings;
}

function rule(text) {
  const began = performance.now();
  const ruling = engine.ruleText(text);
  return { ruling, ms: performance.now() - began };
}

let starting = null;

self.addEventListener("message", async ({ data }) => {
  const { id, type } = data;
  try {
    if (type === "start") {
      starting = starting || start(data);
      self.postMessage({ id, type: "ready", timings: await starting });
    } else if (type === "rule") {
      await starting;
      self.postMessage({ id, type: "ruling", ...rule(data.text) });
    } else if (type === "rule-all") {
      // Many cases in one message (the tests and the bench): one answer, no round trip per case.
      await starting;
      self.postMessage({ id, type: "rulings", rulings: data.texts.map(rule) });
    }
  } catch (err) {
    self.postMessage({ id, type: "failed", message: String((err && err.message) || err) });
  }
});
