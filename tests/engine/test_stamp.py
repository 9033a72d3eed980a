"""The stamp a ruling is given under (engine/source.py): the engine's release, its digests, the statutes and the day
played; documented in the ruling's schema, and never in what `rule` answers (the saved rulings compare it)."""

from __future__ import annotations

import hashlib
import json
import re
import subprocess
import sys
import zipfile

from jsonschema import Draft202012Validator

from engine import (
    RELEASE,
    RELEASED,
    SEALED,
    digests_of,
    rule,
    ruling_schema,
    source_digest,
    stamp,
    stamp_differs,
    stamp_words,
    tables_digest,
)
from engine.source import PACKAGE

CASE = {
    "code": "club-1864",
    "dealer": "S",
    "trump": "2C",
    "played_on": "2026-05-01",
    "amendments": [{"law": "72", "provision": "revoke_penalty", "value": 2}],
    "events": [],
}


def test_the_stamp_names_the_engine_its_tables_the_statutes_and_the_day() -> None:
    stamped = stamp(CASE)
    assert stamped["release"] == RELEASE and re.fullmatch(r"\d{4}-\d{2}-\d{2}", str(stamped["released"]))
    assert stamped["source"] == source_digest()[:16] and stamped["tables"] == tables_digest()[:16]
    assert stamped["source"] != stamped["tables"]
    assert stamped["statutes"] == CASE["amendments"] and stamped["played_on"] == "2026-05-01"
    assert stamp("not a case")["statutes"] == [] and stamp({})["played_on"] is None
    assert RELEASED <= "2026-12-31"


def test_the_source_digest_is_over_every_module_by_its_path_from_the_repository() -> None:
    """The formula of the phone's archive name (offline/archive.py): a module changed changes it."""
    digest = hashlib.sha256()
    for path in sorted(p for p in PACKAGE.rglob("*.py") if "__pycache__" not in p.parts):
        digest.update(path.relative_to(PACKAGE.parent).as_posix().encode() + b"\0" + path.read_bytes() + b"\0")
    assert digest.hexdigest() == source_digest()


def test_the_ruling_the_engine_gives_carries_no_stamp_and_the_schema_documents_it() -> None:
    ruling = rule(CASE)
    assert "stamp" not in ruling
    schema = ruling_schema()
    assert "stamp" not in schema["required"] and "ruled under" in schema["properties"]["stamp"]["description"]
    validator = Draft202012Validator(schema, format_checker=Draft202012Validator.FORMAT_CHECKER)
    assert validator.is_valid({**ruling, "stamp": stamp(CASE)})
    assert not validator.is_valid({**ruling, "stamp": {**stamp(CASE), "source": "not a digest"}})


def test_a_stored_stamp_is_compared_with_today_s_engine() -> None:
    assert stamp_differs(stamp(CASE)) == []
    assert stamp_differs(None) == ["the ruling carries no stamp: it was given before rulings were stamped"]
    earlier = {**stamp(CASE), "tables": "0" * 16}
    (said,) = stamp_differs(earlier)
    assert said.startswith("the law tables (their digest): 0000000000000000 then, ") and tables_digest()[:16] in said


def test_the_stamp_in_words_is_one_sentence_for_every_page_and_the_phone() -> None:
    said = stamp_words(stamp(CASE))
    assert said["statutes"] == ["Law 72, the penalty of a revoke: 2"] and said["played_on"] == "1 May 2026"
    assert said["engine"]["source"] == source_digest()[:16] and said["engine"]["released"].endswith(" 2026")
    assert said["ruled_under"].startswith(f"the rules engine, release {RELEASE} of ")
    assert said["ruled_under"].endswith(
        f"(code {source_digest()[:16]}, law tables {tables_digest()[:16]}), with the club's statutes: Law 72, the"
        " penalty of a revoke: 2; the hand played on 1 May 2026"
    )
    assert said["says"] == f"The{said['ruled_under'][3:]}."
    printed = stamp_words(stamp({**CASE, "amendments": [], "played_on": None}))["says"]
    assert printed.endswith("), with the printed laws and no statute of the club.")
    assert stamp_words(None)["engine"]["release"] == "not given"


def test_imported_without_its_source_the_engine_reads_the_digests_its_archive_was_built_with(tmp_path) -> None:
    """As on the phone (offline/archive.py): no source to digest, the digests sealed beside the modules."""
    zipped = tmp_path / "engine.zip"
    with zipfile.ZipFile(zipped, "w") as archive:
        for path in sorted(p for p in PACKAGE.rglob("*.py") if "__pycache__" not in p.parts):
            archive.write(path, path.relative_to(PACKAGE.parent).as_posix())
        archive.writestr(f"engine/{SEALED}", json.dumps({"source": "a" * 64, "tables": "b" * 64}))
    said = subprocess.run(
        [sys.executable, "-c", "import json, engine; print(json.dumps(engine.stamp(None)))"],
        env={"PYTHONPATH": str(zipped), "PYTHONDONTWRITEBYTECODE": "1"},
        cwd=tmp_path,
        capture_output=True,
        text=True,
        check=True,
    )
    stamped = json.loads(said.stdout)
    assert (stamped["source"], stamped["tables"]) == ("a" * 16, "b" * 16)
    assert digests_of() == {"source": source_digest(), "tables": tables_digest()}
