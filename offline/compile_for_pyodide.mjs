// Run by `manage.py build_offline` under Node (offline/compiled.py): Pyodide's own Python, from node_modules,
// compiles the engine and the part of the standard library it needs into byte-code for the phone.
//
//   node offline/compile_for_pyodide.mjs <pyodide folder> <work folder>
//
// The work folder holds src/ (the engine's package, as the server has it) and cases.json (case texts to rule).
// Python here imports every module of the engine and rules and stamps every case, so that every module the engine and
// Pyodide's own start use is imported; each of those found in Pyodide's standard library, and every module of
// the engine, is compiled (py_compile, unchecked hash: the phone has no source to check against) into out/stdlib/
// and out/engine/, and out/modules.json names them.
import { pathToFileURL } from "node:url";

const [pyodideDir, workDir] = process.argv.slice(2);
const { loadPyodide } = await import(pathToFileURL(`${pyodideDir}/pyodide.mjs`).href);
const pyodide = await loadPyodide({ indexURL: `${pyodideDir}/` });
pyodide.mountNodeFS("/work", workDir);

// What the worker does: the engine's byte-code as a zip on sys.path, json for the ruling's text and its stamp.
pyodide.runPython(`
import importlib, json, pkgutil, sys
sys.path.insert(0, "/work/src")
import engine
for found in pkgutil.walk_packages(engine.__path__, "engine."):
    if not found.name.endswith(".__main__"):  # the command line's, never run on the phone
        importlib.import_module(found.name)
with open("/work/cases.json", encoding="utf-8") as f:
    for text in json.load(f):
        json.dumps(engine.rule_text(text), ensure_ascii=False)
        try:
            document = json.loads(text)
        except ValueError:
            document = None
        json.dumps(engine.stamp_words(engine.stamp(document)), ensure_ascii=False)
`);
// A Python error reaching JavaScript is formatted by Pyodide with the traceback module: import what that takes.
try {
  pyodide.runPython("raise ValueError('the way a failure is reported')");
} catch {
  // expected
}

pyodide.runPython(`
import importlib.util, json, os, py_compile, sys, tempfile, zipfile

stdlib = next(p for p in sys.path if p.endswith(".zip"))
used = sorted(
    origin[len(stdlib) + 1:]
    for module in list(sys.modules.values())
    if (origin := getattr(getattr(module, "__spec__", None), "origin", None) or "").startswith(stdlib + "/")
)

def compiled(source: bytes, shown_as: str, target: str) -> None:
    os.makedirs(os.path.dirname(target), exist_ok=True)
    with tempfile.NamedTemporaryFile("wb", suffix=".py", delete=False) as f:
        f.write(source)
    py_compile.compile(f.name, cfile=target, dfile=shown_as, doraise=True,
                       invalidation_mode=py_compile.PycInvalidationMode.UNCHECKED_HASH)
    os.unlink(f.name)

library = sys.path[sys.path.index(stdlib) + 1].rsplit("/", 1)[0]  # /lib/python3.x, as tracebacks name it
with zipfile.ZipFile(stdlib) as z:
    for name in used:
        compiled(z.read(name), f"{library}/{name}", f"/work/out/stdlib/{name}c")
engine_modules = []
for root, dirs, files in os.walk("/work/src/engine"):
    dirs[:] = sorted(d for d in dirs if d != "__pycache__")
    for file in sorted(files):
        if file.endswith(".py"):
            name = os.path.relpath(os.path.join(root, file), "/work/src")
            with open(os.path.join(root, file), "rb") as f:
                compiled(f.read(), name, f"/work/out/engine/{name}c")
            engine_modules.append(name)
with open("/work/out/modules.json", "w") as f:
    json.dump({"python": sys.version.split()[0], "stdlib": used, "engine": engine_modules}, f, indent=1)
`);
