"""What a backup holds, model by model, and why each other model is left out.

Every concrete model of the site is in exactly one of KEPT or LEFT_OUT (tests/backup/test_plan.py
fails on a model in neither): a new model holding what the committee or the club made is
backed up only once it is listed here.

How each kept model is named in the file:
- OWN: the committee's own tables, which the corpus never fills; their ids are kept, because
  they are addresses people use (/cases/12/, /appeals/3/, "adopted from case 12") and the
  commentary's history refers to its text by id.
- NATURAL: by a natural key (username, group name, decision slug); a restore gives new ids.
- FRESH: rows of a table the corpus also fills (the citations of a decision): written without
  an id and inserted anew, so they never land on a printed row's id.
Foreign keys into the corpus and the accounts are always written by natural key (a law as its
code and number, a decision by slug, a user by username), so a restore fits whatever ids the
target's own corpus load gave.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from django.apps import apps
from django.db.models import Model, Q, QuerySet

OWN = "own"
NATURAL = "natural"
FRESH = "fresh"

# What a restore does with a row of the backup whose natural key the target already holds.
REFUSE = "refuse"  # the target must not hold it: it is the site's own data (checked before loading)
UPDATE = "update"  # the backup's version replaces it (the roles, made by migrate, as the club set them)
KEEP = "keep"  # the target's stands (an authority printed in the corpus)


@dataclass(frozen=True)
class Kept:
    label: str
    keys: str
    rows: Callable[[], QuerySet[Model]]
    existing: str = REFUSE
    # Fields the database derives again when the row is saved, so never written: ids of the old database.
    derived: tuple[str, ...] = ()

    @property
    def model(self) -> type[Model]:
        return apps.get_model(self.label)


def _all(label: str) -> Callable[[], QuerySet[Model]]:
    return lambda: apps.get_model(label)._default_manager.all()


def _of_committee_decisions(label: str) -> Callable[[], QuerySet[Model]]:
    return lambda: apps.get_model(label)._default_manager.filter(decision__origin="committee")


def _committee_decisions() -> QuerySet[Model]:
    return apps.get_model("decisions.Decision")._default_manager.filter(origin="committee")


def _committee_links() -> QuerySet[Model]:
    links = apps.get_model("decisions.DecisionLink")._default_manager
    return links.filter(Q(origin="committee") | Q(from_decision__origin="committee"))


def _authorities_of_committee_decisions() -> QuerySet[Model]:
    authorities = apps.get_model("decisions.Authority")._default_manager
    return authorities.filter(decisions__origin="committee").distinct()


# In the order a restore writes them: what a row names by natural key is written before it.
KEPT: list[Kept] = [
    Kept("auth.group", NATURAL, _all("auth.group"), existing=UPDATE),
    Kept("auth.user", NATURAL, _all("auth.user")),
    # By the hash of the token (its id), never the token: the file holds no token anyone could use.
    Kept("knox.authtoken", OWN, _all("knox.authtoken")),
    Kept("decisions.authority", NATURAL, _authorities_of_committee_decisions, existing=KEEP),
    # Its citation profile (the precedent ranking) is made again by the signals of every restored decision.
    Kept("decisions.decision", NATURAL, _committee_decisions, derived=("profile",)),
    Kept("decisions.citation", FRESH, _of_committee_decisions("decisions.citation")),
    Kept("decisions.externalcitation", FRESH, _of_committee_decisions("decisions.externalcitation")),
    Kept("decisions.decisionnote", FRESH, _of_committee_decisions("decisions.decisionnote")),
    Kept("decisions.decisionlink", FRESH, _committee_links),
    Kept("cases.savedcase", OWN, _all("cases.savedcase")),
    Kept("cases.rulinggiven", OWN, _all("cases.rulinggiven")),
    Kept("appeals.appeal", OWN, _all("appeals.appeal")),
    Kept("committee.commentary", OWN, _all("committee.commentary")),
    Kept("committee.historicalcommentary", OWN, _all("committee.historicalcommentary")),
    Kept("committee.commentarycitation", OWN, _all("committee.commentarycitation")),
    Kept("committee.draft", OWN, _all("committee.draft")),
    Kept("committee.withdrawal", OWN, _all("committee.withdrawal")),
    Kept("committee.thesaurusentry", OWN, _all("committee.thesaurusentry")),
    Kept("committee.historicalthesaurusentry", OWN, _all("committee.historicalthesaurusentry")),
    # The committee's meetings: who sat, the motions put, the votes and dissents (ids kept: the minutes' addresses).
    Kept("meetings.meeting", OWN, _all("meetings.meeting")),
    Kept("meetings.historicalmeeting", OWN, _all("meetings.historicalmeeting")),
    Kept("meetings.historicalmeeting_present", OWN, _all("meetings.historicalmeeting_present")),
    Kept("meetings.motion", OWN, _all("meetings.motion")),
    Kept("meetings.historicalmotion", OWN, _all("meetings.historicalmotion")),
    Kept("meetings.vote", OWN, _all("meetings.vote")),
    Kept("meetings.historicalvote", OWN, _all("meetings.historicalvote")),
    Kept("notices.following", OWN, _all("notices.following")),
    Kept("notices.stop", OWN, _all("notices.stop")),
]

CORPUS = "printed text, loaded from corpus/ by load_corpus"
LEFT_OUT: dict[str, str] = {
    "auth.permission": "made by migrate from the code; named by natural key where a role or account holds one",
    "contenttypes.contenttype": "made by migrate from the code",
    "admin.logentry": "the admin's log names what it changed by ids of the old database, which a restore does not keep",
    "sessions.session": "sign-ins: everyone signs in again after a restore",
    "axes.accessattempt": "login lockouts, lifted by a restore",
    "accounts.rationcount": "the anonymous requests counted against each ration: a restore starts them again",
    "offline.waitingsave": (
        "the keys of cases sent from phones, kept so a case sent twice is saved once; a phone forgets a case "
        "as soon as the site answers, so only a key whose answer was lost in the minutes before a backup matters"
    ),
    "axes.accessattemptexpiration": "login lockouts, lifted by a restore",
    "axes.accesslog": "the record of sign-ins, kept only for the lockout",
    "axes.accessfailurelog": "the record of failed sign-ins, kept only for the lockout",
    "post_office.email": "the mail queue: notices in flight, sent or given up; a restore sends nothing again",
    "post_office.log": "the mail queue's record of each delivery tried",
    "post_office.attachment": "the mail queue's attachments (notices have none)",
    "post_office.emailtemplate": "the mail queue's templates (notices are made from the site's own templates)",
    "search.indexchange": "the search outbox: a restore writes its own and the index follows",
    "search.indexnode": "each node's place in the search outbox; the index is derived",
    "search.outboxpruned": "how far the search outbox was pruned; the index is derived",
    "readercache.siteversion": "the version of what readers see: a restore changes it itself",
    "laws.code": CORPUS,
    "laws.section": CORPUS,
    "laws.law": CORPUS,
    "laws.clause": CORPUS,
    "laws.lawnote": CORPUS,
    "laws.variant": CORPUS,
    "laws.source": CORPUS,
    "laws.crossreference": CORPUS,
    "laws.glossaryterm": CORPUS,
    "laws.matter": CORPUS,
    "laws.matterlaw": CORPUS,
    "laws.corpusheader": CORPUS,
    "laws.lawpage": "a law page's printed parts, rendered from the corpus by load_corpus",
    "laws.codepage": "a code page's printed text, rendered from the corpus by load_corpus",
    "decisions.collection": CORPUS,
    "decisions.citationprofile": "the precedent ranking, derived from the citations; a restore's saves remake it",
    "decisions.profilelaw": "the precedent ranking, derived from the citations; a restore's saves remake it",
    "decisions.lawdecisions": "the lists of decisions under each law, rendered again by a restore's saves and at load",
    "decisions.decisionpage": "a decision page's text and citations, rendered again by a restore's saves and at load",
    "worked.casebook": CORPUS,
    "worked.workedcase": CORPUS + "; its ruling is made by the engine at load",
    "worked.workedcasecite": CORPUS,
    "worked.turnson": CORPUS + "; the laws the engine's ruling cites are found again at load",
    "edition.passage": CORPUS,
    "edition.passagecite": CORPUS,
    "edition.passagenote": CORPUS,
    "edition.passagecollection": CORPUS,
}


# Models that moved to another app since backups began to be made: a row (or a permission, named by its
# model's label) written under the old label is restored under the new one, so an older backup still restores.
MOVED: dict[str, str] = {
    "decisions.savedcase": "cases.savedcase",
    "decisions.rulinggiven": "cases.rulinggiven",
    "decisions.appeal": "appeals.appeal",
}


# Apps the site no longer installs, whose migrations an older backup's header lists: no database has them now.
RETIRED_APPS: dict[str, str] = {
    "authtoken": "Django REST framework's plain API tokens, hashed since by django-rest-knox (knox)",
}
PLAIN_TOKEN = "authtoken.token"


def relabelled(record: Any) -> Any:
    """The row as this version of the site names it: its model, and the permissions a group or user holds."""
    if not isinstance(record, dict):
        return record
    if record.get("model") == PLAIN_TOKEN:
        return _hashed(record)
    label = record.get("model")
    if isinstance(label, str) and label in MOVED:
        record = {**record, "model": MOVED[label]}
    fields = record.get("fields")
    if record.get("model") in ("auth.group", "auth.user") and isinstance(fields, dict):
        key = "permissions" if record["model"] == "auth.group" else "user_permissions"
        if isinstance(fields.get(key), list):
            record = {**record, "fields": {**fields, key: [_permission(p) for p in fields[key]]}}
    return record


def _hashed(record: dict[str, Any]) -> dict[str, Any]:
    """A plain token of an older backup as the hashed token this site keeps: the same token goes on working.

    A row whose key or fields are not what a plain token's were is passed on as it is, for the restore to refuse
    with its line named.
    """
    from accounts.tokens import hashed_plain_token

    key, fields = record.get("pk"), record.get("fields")
    if not isinstance(key, str) or not key or not isinstance(fields, dict):
        return record
    stored = hashed_plain_token(key)
    return {
        "model": "knox.authtoken",
        "pk": stored["digest"],
        "fields": {
            "token_key": stored["token_key"],
            "user": fields.get("user"),
            "created": fields.get("created"),
            "expiry": None,  # plain tokens never expired
        },
    }


def _permission(natural_key: Any) -> Any:
    # A permission's natural key is (codename, app label, model).
    if isinstance(natural_key, list) and len(natural_key) == 3 and all(isinstance(k, str) for k in natural_key):
        codename, app_label, model = natural_key
        moved = MOVED.get(f"{app_label}.{model}")
        if moved:
            return [codename, *moved.split(".")]
    return natural_key


def site_models() -> list[str]:
    """Every model with a table of its own (proxies share their model's)."""
    return sorted(m._meta.label_lower for m in apps.get_models() if not m._meta.proxy and m._meta.managed)


def unplanned() -> list[str]:
    """Models neither kept nor left out: a new model nobody has decided about yet."""
    planned = {k.label for k in KEPT} | set(LEFT_OUT)
    return [label for label in site_models() if label not in planned]


def kept_by_label() -> dict[str, Kept]:
    return {k.label: k for k in KEPT}
