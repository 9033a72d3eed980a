"""Who may open every page and call every write: one row per address, one expected answer per role.

A later issue that adds a page or a write adds its row here. Addresses may name the things the
world (tests.factories.permission_world) makes: {own_private}, {others_private}, {public} (saved cases; "own" belongs to the
referee column's account; {…_short} the letters of their short addresses; {others_private_key} the players' key to its ruling), {decision} and {other_decision} (printed decisions' slugs), {adopted} (a
decision the committee adopted), {given} (a public case of another referee with the ruling given
recorded), {appeal} (an open appeal on another public case), {referee_account} (the referee column's
account id), {committee_group} (the committee group's id), {year} (this year: its casebook holds the adopted
decision and the appeal decided at the meeting), {own_token} and {own_token_digest} (the prefix and the
hash of an API token of the referee column's account), {thesaurus_entry} (the committee's entry in the game's
thesaurus, "gawker"). The committee's commentary on Law 72 has a version 1, and so has the club's statute
amending Law 72, and so has the thesaurus entry.

An answer is a status code, or LOGIN (302 to the site's login page), or ADMIN_LOGIN (302 to the
admin's). A write's `data` is what the form or the API receives; `json` sends it as JSON.
"""

from __future__ import annotations

import datetime
from dataclasses import dataclass, field
from typing import Any

from tests.factories import MATRIX_ROLES, REVOKE_CASE

ROLES = ("anonymous", *MATRIX_ROLES)
LOGIN = "login"
ADMIN_LOGIN = "admin-login"

Answer = int | str


@dataclass(frozen=True)
class Row:
    name: str
    method: str
    path: str
    answers: tuple[Answer, Answer, Answer, Answer, Answer]  # in the order of ROLES
    data: dict[str, Any] = field(default_factory=dict)
    json: bool = False

    def answer_for(self, role: str) -> Answer:
        return self.answers[ROLES.index(role)]


def everyone(answer: Answer) -> tuple[Answer, Answer, Answer, Answer, Answer]:
    return (answer,) * 5  # type: ignore[return-value]


ADMIN_ONLY = (ADMIN_LOGIN, ADMIN_LOGIN, ADMIN_LOGIN, ADMIN_LOGIN, 200)
COMMITTEE_ONLY_PAGE = (LOGIN, 403, 403, 200, 200)
COMMITTEE_ONLY_FORM = (LOGIN, 403, 403, 302, 302)
TOMORROW = (datetime.date.today() + datetime.timedelta(days=1)).isoformat()
COMMITTEE_ONLY_API = (401, 403, 403, 200, 200)
CASE_FORM = {"case": "REVOKE_CASE", "public": ""}

PAGES = [
    Row("codes", "GET", "/", everyone(200)),
    Row("a code", "GET", "/laws/club-1864/", everyone(200)),
    Row("a law", "GET", "/laws/club-1864/72/", everyone(200)),
    Row("a law beside its witnesses", "GET", "/laws/club-1864/72/witnesses/", everyone(200)),
    Row("decisions", "GET", "/decisions/", everyone(200)),
    Row("a decision", "GET", "/decisions/{decision}/", everyone(200)),
    Row("a printed decision beside its witness", "GET", "/decisions/{decision}/witness/", everyone(200)),
    Row("an adopted decision has no printed witness", "GET", "/decisions/{adopted}/witness/", everyone(404)),
    Row("authorities", "GET", "/decisions/authorities/", everyone(200)),
    Row("search", "GET", "/search/?q=revoke", everyone(200)),
    Row("case builder", "GET", "/cases/new/", everyone(200)),
    Row("what works without a network", "GET", "/offline/", everyone(200)),
    Row("the service worker", "GET", "/sw.js", everyone(200)),
    Row("the web app manifest", "GET", "/offline/manifest.webmanifest", everyone(200)),
    Row("what a phone keeps", "GET", "/offline/bundle.json", everyone(200)),
    Row("the laws kept on a phone", "GET", "/offline/library.json", everyone(200)),
    Row("the builder from a worked case", "GET", "/cases/new/?worked=euchre-case-1", everyone(200)),
    Row("worked cases", "GET", "/cases/worked/", everyone(200)),
    Row("a worked case", "GET", "/cases/worked/clay-case-7-adversary-quits-the-partners-trick/", everyone(200)),
    Row("a text of the front matter", "GET", "/texts/baldwin-to-whist-players/", everyone(200)),
    Row("a text beside its witness", "GET", "/texts/baldwin-to-whist-players/witness/", everyone(200)),
    Row("a glossary beside its witness", "GET", "/laws/club-1864/glossary/witness/", everyone(200)),
    Row("saved cases", "GET", "/cases/", everyone(200)),
    Row("a public case", "GET", "/cases/{public}/", everyone(200)),
    Row("a public case's file", "GET", "/cases/{public}/case.json", everyone(200)),
    Row("his own private case", "GET", "/cases/{own_private}/", (404, 404, 200, 200, 200)),
    Row("another's private case", "GET", "/cases/{others_private}/", (404, 404, 404, 200, 200)),
    Row("another's private case file", "GET", "/cases/{others_private}/case.json", (404, 404, 404, 200, 200)),
    Row("a public case ruled again", "GET", "/cases/{public}/again/", everyone(200)),
    Row("another's private case ruled again", "GET", "/cases/{others_private}/again/", (404, 404, 404, 200, 200)),
    Row("the builder from a private case", "GET", "/cases/new/?from={others_private}", (404, 404, 404, 200, 200)),
    Row("a public case's short address", "GET", "/r/{public_short}", everyone(302)),
    Row("his own private case's short address", "GET", "/r/{own_private_short}", (404, 404, 302, 302, 302)),
    Row("another's private case's short address", "GET", "/r/{others_private_short}", (404, 404, 404, 302, 302)),
    Row("a public case's slip", "GET", "/cases/{public}/slip.pdf", everyone(200)),
    Row("the players' link to another's private ruling", "GET", "/ruling/{others_private_key}", everyone(200)),
    Row("a players' link that opens nothing", "GET", "/ruling/aaaaaaaaaaaaaaaaaaaaaa", everyone(404)),
    Row("his own private case's slip", "GET", "/cases/{own_private}/slip.pdf", (404, 404, 200, 200, 200)),
    Row("another's private case's slip", "GET", "/cases/{others_private}/slip.pdf", (404, 404, 404, 200, 200)),
    Row("adoption form", "GET", "/cases/{public}/adopt/", (LOGIN, 403, 403, 200, 200)),
    Row("appeals", "GET", "/appeals/?outcome=open", everyone(200)),
    Row("an appeal", "GET", "/appeals/{appeal}/", everyone(200)),
    Row("your notices", "GET", "/notices/", (LOGIN, 200, 200, 200, 200)),
    Row("the link in a notice that stops its kind", "GET", "/notices/stop/{stop_link}/", everyone(200)),
    Row("a link to stop notices that the site did not make", "GET", "/notices/stop/forged/", everyone(400)),
    Row("decide an appeal form", "GET", "/appeals/{appeal}/decide/", (LOGIN, 403, 403, 200, 200)),
    Row("the ruling given on his case", "GET", "/cases/{own_private}/ruling-given/", (LOGIN, 403, 200, 403, 200)),
    Row("lodge an appeal form", "GET", "/cases/{given}/appeal/", (LOGIN, 403, 403, 200, 200)),
    Row("the casebook's years", "GET", "/casebook/", everyone(200)),
    Row("a year's casebook", "GET", "/casebook/{year}/", everyone(200)),
    Row("a year's casebook as a PDF", "GET", "/casebook/{year}.pdf", everyone(200)),
    Row("feed of the knowledge base", "GET", "/feeds/all.atom", everyone(200)),
    Row("feed of a code", "GET", "/feeds/club-1864.atom", everyone(200)),
    Row("feed of a law", "GET", "/feeds/club-1864/72.atom", everyone(200)),
    Row("login", "GET", "/accounts/login/", everyone(200)),
    Row("logout page", "GET", "/accounts/logout/", everyone(200)),
    Row("API tokens", "GET", "/accounts/tokens/", (LOGIN, 200, 200, 200, 200)),
    Row("admin index", "GET", "/admin/", ADMIN_ONLY),
    Row("admin: accounts", "GET", "/admin/auth/user/", ADMIN_ONLY),
    Row("admin: add an account", "GET", "/admin/auth/user/add/", ADMIN_ONLY),
    Row("admin: an account", "GET", "/admin/auth/user/{referee_account}/change/", ADMIN_ONLY),
    Row("admin: an account's password", "GET", "/admin/auth/user/{referee_account}/password/", ADMIN_ONLY),
    Row("admin: groups", "GET", "/admin/auth/group/", ADMIN_ONLY),
    Row("admin: a group", "GET", "/admin/auth/group/{committee_group}/change/", ADMIN_ONLY),
    Row("admin: add a group", "GET", "/admin/auth/group/add/", (*ADMIN_ONLY[:4], 403)),
    Row("admin: API tokens", "GET", "/admin/knox/authtoken/", ADMIN_ONLY),
    Row("admin: an API token", "GET", "/admin/knox/authtoken/{own_token_digest}/change/", ADMIN_ONLY),
    Row("admin: revoking an API token", "GET", "/admin/knox/authtoken/{own_token_digest}/delete/", ADMIN_ONLY),
    Row("admin: no token is made there", "GET", "/admin/knox/authtoken/add/", (*ADMIN_ONLY[:4], 403)),
    Row("admin: login attempts", "GET", "/admin/axes/accessattempt/", (*ADMIN_ONLY[:4], 403)),
    Row("commentary form", "GET", "/laws/club-1864/72/commentary/", COMMITTEE_ONLY_PAGE),
    Row("the game's thesaurus", "GET", "/thesaurus/", everyone(200)),
    Row("a thesaurus entry and its history", "GET", "/thesaurus/{thesaurus_entry}/", everyone(200)),
    Row("the form adding to the thesaurus", "GET", "/thesaurus/new/", COMMITTEE_ONLY_PAGE),
    Row("commentary history", "GET", "/laws/club-1864/72/commentary/history/", everyone(200)),
    Row("commentary diff", "GET", "/laws/club-1864/72/commentary/diff/?from=1&to=1", everyone(200)),
    Row("statute form", "GET", "/laws/club-1864/72/statute/", COMMITTEE_ONLY_PAGE),
    Row("statute history", "GET", "/laws/club-1864/72/statute/history/", everyone(200)),
    Row("statute diff", "GET", "/laws/club-1864/72/statute/diff/?from=1&to=1", everyone(200)),
    Row("a decision's commentary form", "GET", "/decisions/{decision}/commentary/", COMMITTEE_ONLY_PAGE),
    Row("an adopted decision", "GET", "/decisions/{adopted}/", everyone(200)),
    Row("edit an adopted decision", "GET", "/decisions/{adopted}/holding/", COMMITTEE_ONLY_PAGE),
    Row("an adopted decision's history", "GET", "/decisions/{adopted}/holding/history/", everyone(200)),
    Row("withdrawal form", "GET", "/decisions/{adopted}/withdraw/", COMMITTEE_ONLY_PAGE),
    Row("the code as amended by the club", "GET", "/laws/club-1864/as-amended/", everyone(200)),
    Row("the committee's meetings", "GET", "/meetings/", everyone(200)),
    Row("the minutes of a meeting", "GET", "/meetings/{meeting}/", everyone(200)),
    Row("hold a meeting form", "GET", "/meetings/new/", COMMITTEE_ONLY_PAGE),
    Row("move a motion: choose the appeal", "GET", "/meetings/{meeting}/motions/appeal/", COMMITTEE_ONLY_PAGE),
    Row(
        "move a motion on an appeal form",
        "GET",
        "/meetings/{meeting}/motions/appeal/?appeal={appeal}",
        COMMITTEE_ONLY_PAGE,
    ),
    Row("the votes on a motion form", "GET", "/meetings/{meeting}/motions/{open_motion}/votes/", COMMITTEE_ONLY_PAGE),
    Row("move a motion: choose the case", "GET", "/meetings/{meeting}/motions/case/", COMMITTEE_ONLY_PAGE),
    Row(
        "move that a case be adopted form",
        "GET",
        "/meetings/{meeting}/motions/case/?case={public}",
        COMMITTEE_ONLY_PAGE,
    ),
    Row("move a motion: choose the decision", "GET", "/meetings/{meeting}/motions/withdrawal/", COMMITTEE_ONLY_PAGE),
    Row(
        "move that a decision be withdrawn form",
        "GET",
        "/meetings/{meeting}/motions/withdrawal/?decision={adopted}",
        COMMITTEE_ONLY_PAGE,
    ),
    Row("move a motion: choose the law", "GET", "/meetings/{meeting}/motions/statute/", COMMITTEE_ONLY_PAGE),
    Row(
        "move a statute form",
        "GET",
        "/meetings/{meeting}/motions/statute/?law=club-1864:72",
        COMMITTEE_ONLY_PAGE,
    ),
    Row("move a motion: choose the holding", "GET", "/meetings/{meeting}/motions/holding/", COMMITTEE_ONLY_PAGE),
    Row(
        "move that a holding be amended form",
        "GET",
        "/meetings/{meeting}/motions/holding/?decision={adopted}",
        COMMITTEE_ONLY_PAGE,
    ),
]

API = [
    Row("API: its documentation", "GET", "/api/v1/docs/", everyone(200)),
    Row("API: its OpenAPI schema", "GET", "/api/v1/schema/", everyone(200)),
    Row("API: codes", "GET", "/api/v1/codes/", everyone(200)),
    Row("API: what I follow", "GET", "/api/v1/following/", (401, 200, 200, 200, 200)),
    Row("API: the kinds of notice I am told", "GET", "/api/v1/notices/", (401, 200, 200, 200, 200)),
    Row("API: laws", "GET", "/api/v1/laws/?code=club-1864", everyone(200)),
    Row("API: a law", "GET", "/api/v1/laws/club-1864/72/", everyone(200)),
    Row("API: decisions", "GET", "/api/v1/decisions/", everyone(200)),
    Row("API: a decision", "GET", "/api/v1/decisions/{decision}/", everyone(200)),
    Row("API: authorities", "GET", "/api/v1/authorities/", everyone(200)),
    Row("API: search", "GET", "/api/v1/search/?q=revoke", everyone(200)),
    Row("API: commentary", "GET", "/api/v1/laws/club-1864/72/commentary/", everyone(200)),
    Row("API: the thesaurus", "GET", "/api/v1/thesaurus/", everyone(200)),
    Row("API: a thesaurus entry", "GET", "/api/v1/thesaurus/{thesaurus_entry}/", everyone(200)),
    Row("API: a thesaurus entry's history", "GET", "/api/v1/thesaurus/{thesaurus_entry}/history/", everyone(200)),
    Row("API: commentary history", "GET", "/api/v1/laws/club-1864/72/commentary/history/", everyone(200)),
    Row("API: commentary diff", "GET", "/api/v1/laws/club-1864/72/commentary/diff/?from=1&to=1", everyone(200)),
    Row("API: a decision's commentary", "GET", "/api/v1/decisions/{decision}/commentary/", everyone(200)),
    Row("API: the club's statutes", "GET", "/api/v1/statutes/?code=club-1864", everyone(200)),
    Row("API: a statute", "GET", "/api/v1/laws/club-1864/72/statute/", everyone(200)),
    Row("API: a statute's history", "GET", "/api/v1/laws/club-1864/72/statute/history/", everyone(200)),
    Row("API: a statute's diff", "GET", "/api/v1/laws/club-1864/72/statute/diff/?from=1&to=1", everyone(200)),
    Row("API: appeals", "GET", "/api/v1/appeals/?outcome=open", everyone(200)),
    Row("API: an appeal", "GET", "/api/v1/appeals/{appeal}/", everyone(200)),
    Row("API: the committee's meetings", "GET", "/api/v1/meetings/", everyone(200)),
    Row("API: the minutes of a meeting", "GET", "/api/v1/meetings/{meeting}/", everyone(200)),
    Row("API: the casebook's records", "GET", "/api/v1/casebook/?year={year}", everyone(200)),
    Row("API: the casebook's records as CSV", "GET", "/api/v1/casebook.csv?year={year}", everyone(200)),
    Row("API: the casebook's JSON Schema", "GET", "/api/v1/casebook-schema.json", everyone(200)),
]

WRITES = [
    Row("API: a ruling", "POST", "/api/v1/rulings/", everyone(200), REVOKE_CASE, json=True),
    Row("try a case", "POST", "/cases/rule/", everyone(200), CASE_FORM),
    Row("download a case", "POST", "/cases/download/", everyone(200), CASE_FORM),
    Row("save a case", "POST", "/cases/save/", (LOGIN, 403, 302, 302, 302), CASE_FORM),
    Row(
        "save a case kept on a phone",
        "POST",
        "/offline/save/",
        (403, 403, 201, 201, 201),
        {"key": "6f1c2a52-6b8e-4d0e-9a43-2f4b8c0d9e11", "case": "REVOKE_CASE"},  # the case as JSON text
        json=True,
    ),
    Row("publish his own case", "POST", "/cases/{own_private}/public/", (LOGIN, 403, 302, 403, 302), {"public": "1"}),
    Row(
        "a new players' link for his own case",
        "POST",
        "/cases/{own_private}/players-link/",
        (LOGIN, 403, 302, 403, 302),
        {"action": "renew"},
    ),
    Row(
        "revoke the players' link of another's case",
        "POST",
        "/cases/{others_private}/players-link/",
        (LOGIN, 403, 404, 403, 302),  # a referee cannot see another's private case: it is not there for him
        {"action": "revoke"},
    ),
    Row(
        "publish another's case",
        "POST",
        "/cases/{others_private}/public/",
        (LOGIN, 403, 404, 403, 302),  # a referee cannot see another's private case: it is not there for him
        {"public": "1"},
    ),
    Row(
        "adopt a case",
        "POST",
        "/cases/{public}/adopt/",
        (LOGIN, 403, 403, 302, 302),
        {"title": "A revoke established", "holding": "The revoke *stands*."},
    ),
    Row(
        "publish commentary",
        "POST",
        "/laws/club-1864/72/commentary/",
        COMMITTEE_ONLY_FORM,
        {"text": "Compare Law 73.", "version": 1, "action": "publish"},
    ),
    Row(
        "keep a draft",
        "POST",
        "/laws/club-1864/72/commentary/",
        COMMITTEE_ONLY_FORM,
        {"text": "Not yet.", "version": 1, "action": "draft"},
    ),
    Row(
        "publish a statute",
        "POST",
        "/laws/club-1864/72/statute/",
        COMMITTEE_ONLY_FORM,
        {"provision": "revoke_penalty", "value": 1, "text": "One trick.", "version": 1, "action": "publish"},
    ),
    Row(
        "revert a statute",
        "POST",
        "/laws/club-1864/72/statute/revert/",
        COMMITTEE_ONLY_FORM,
        {"to": 1, "version": 1},
    ),
    Row(
        "revert commentary",
        "POST",
        "/laws/club-1864/72/commentary/revert/",
        COMMITTEE_ONLY_FORM,
        {"to": 1, "version": 1},
    ),
    Row(
        "edit an adopted decision",
        "POST",
        "/decisions/{adopted}/holding/",
        COMMITTEE_ONLY_FORM,
        {"title": "A revoke", "text": "It stands.", "version": 1},
    ),
    Row("withdraw a decision", "POST", "/decisions/{adopted}/withdraw/", COMMITTEE_ONLY_FORM, {"reason": "Overruled."}),
    Row(
        "add to the thesaurus",
        "POST",
        "/thesaurus/new/",
        COMMITTEE_ONLY_FORM,
        {"everyday": "rubberneck", "books": "bystander", "example": "club-1864:88", "version": 0},
    ),
    Row(
        "change a thesaurus entry",
        "POST",
        "/thesaurus/{thesaurus_entry}/change/",
        COMMITTEE_ONLY_FORM,
        {"everyday": "gawker", "books": "bystander", "example": "club-1864:88", "message": "", "version": 1},
    ),
    Row(
        "withdraw a thesaurus entry",
        "POST",
        "/thesaurus/{thesaurus_entry}/withdraw/",
        COMMITTEE_ONLY_FORM,
        {"message": "Not a word of the table.", "version": 1},
    ),
    Row(
        "API: add to the thesaurus",
        "POST",
        "/api/v1/thesaurus/",
        (401, 403, 403, 201, 201),
        {"everyday": "rubberneck", "books": "bystander", "example": "club-1864:88"},
        json=True,
    ),
    Row(
        "API: change a thesaurus entry",
        "PUT",
        "/api/v1/thesaurus/{thesaurus_entry}/",
        COMMITTEE_ONLY_API,
        {"everyday": "gawker", "books": "bystander", "example": "club-1864:88", "message": "", "version": 1},
        json=True,
    ),
    Row(
        "API: withdraw a thesaurus entry",
        "POST",
        "/api/v1/thesaurus/{thesaurus_entry}/withdraw/",
        COMMITTEE_ONLY_API,
        {"message": "Not a word of the table.", "version": 1},
        json=True,
    ),
    Row(
        "API: write commentary",
        "PUT",
        "/api/v1/laws/club-1864/72/commentary/",
        COMMITTEE_ONLY_API,
        {"text": "By the API.", "message": "", "version": 1},
        json=True,
    ),
    Row(
        "API: write a statute",
        "PUT",
        "/api/v1/laws/club-1864/72/statute/",
        COMMITTEE_ONLY_API,
        {"text": "One trick.", "message": "", "version": 1, "provision": "revoke_penalty", "value": 1},
        json=True,
    ),
    Row(
        "API: revert a statute",
        "POST",
        "/api/v1/laws/club-1864/72/statute/revert/",
        COMMITTEE_ONLY_API,
        {"to": 1, "version": 1},
        json=True,
    ),
    Row(
        "API: revert commentary",
        "POST",
        "/api/v1/laws/club-1864/72/commentary/revert/",
        COMMITTEE_ONLY_API,
        {"to": 1, "version": 1},
        json=True,
    ),
    Row(
        "API: record a treatment",
        "POST",
        "/api/v1/decisions/{decision}/treatments/",
        (401, 403, 403, 201, 201),
        {"decision": "{other_decision}", "relation": "follows", "reason": "The same point."},
        json=True,
    ),
    Row("follow a law", "POST", "/notices/following/", (LOGIN, 302, 302, 302, 302), {"law": "club-1864:72"}),
    Row("follow an appeal", "POST", "/notices/following/", (LOGIN, 302, 302, 302, 302), {"appeal": "{appeal}"}),
    Row(
        "follow another's private appeal",
        "POST",
        "/notices/following/",
        (LOGIN, 400, 400, 302, 302),
        {"appeal": "{others_private_appeal}"},
    ),
    Row(
        "stop a kind of notice", "POST", "/notices/kinds/", (LOGIN, 302, 302, 302, 302), {"kind": "followed", "on": "0"}
    ),
    Row("stop a kind by the link in a notice", "POST", "/notices/stop/{stop_link}/", everyone(200)),
    Row(
        "API: follow a decision",
        "POST",
        "/api/v1/following/",
        (401, 201, 201, 201, 201),
        {"decision": "{decision}"},
        json=True,
    ),
    Row(
        "API: stop a kind of notice",
        "PUT",
        "/api/v1/notices/followed/",
        (401, 200, 200, 200, 200),
        {"on": False},
        json=True,
    ),
    Row(
        "API: lodge an appeal",
        "POST",
        "/api/v1/appeals/",
        (401, 403, 403, 201, 201),
        {"case": "{given}", "side": "EW", "grounds": "g"},
        json=True,
    ),
    Row(
        "API: decide an appeal",
        "POST",
        "/api/v1/appeals/{appeal}/decision/",
        (401, 403, 403, 200, 200),
        {"outcome": "upheld", "reasons": "The revoke was established."},
        json=True,
    ),
    Row(
        "API: record the ruling given",
        "PUT",
        "/api/v1/cases/{own_private}/ruling-given/",
        (401, 404, 200, 403, 200),  # a private case is not there for one who may not read it
        {"elections": [{"finding": 0, "option": "add_three"}]},
        json=True,
    ),
    Row(
        "record the ruling given",
        "POST",
        "/cases/{own_private}/ruling-given/",
        (LOGIN, 403, 302, 403, 302),
        {"elect-0": "add_three"},
    ),
    Row(
        "lodge an appeal", "POST", "/cases/{given}/appeal/", (LOGIN, 403, 403, 302, 302), {"side": "EW", "grounds": "g"}
    ),
    Row(
        "decide an appeal",
        "POST",
        "/appeals/{appeal}/decide/",
        (LOGIN, 403, 403, 302, 302),
        {"outcome": "upheld", "reasons": "The revoke was established."},
    ),
    Row(
        "record a treatment",
        "POST",
        "/decisions/{decision}/treatments/",
        (LOGIN, 403, 403, 302, 302),
        {"relation": "follows", "to_decision": "{other_decision}", "reason": "The same point."},
    ),
    Row(
        "hold a meeting",
        "POST",
        "/meetings/new/",
        COMMITTEE_ONLY_FORM,
        {"held_on": "2026-05-01", "present": "{committee_account}"},
    ),
    Row(
        "move a motion on an appeal",
        "POST",
        "/meetings/{meeting}/motions/appeal/",
        COMMITTEE_ONLY_FORM,  # the committee's account and the administrator's are both present
        {"appeal": "{appeal}", "outcome": "upheld", "statutes": "as_ruled", "reasons": "The revoke stands."},
    ),
    Row(
        "move that a case be adopted",
        "POST",
        "/meetings/{meeting}/motions/case/",
        COMMITTEE_ONLY_FORM,
        {"case": "{public}", "title": "A revoke", "reasons": "The revoke stands."},
    ),
    Row(
        "move that a decision be withdrawn",
        "POST",
        "/meetings/{meeting}/motions/withdrawal/",
        COMMITTEE_ONLY_FORM,
        {"decision": "{adopted}", "reasons": "Overruled."},
    ),
    Row(
        "move a statute",
        "POST",
        "/meetings/{meeting}/motions/statute/",
        COMMITTEE_ONLY_FORM,
        # From a day ahead: the world's statute on Law 72 took force today, and one from the same day would replace it.
        {
            "law": "club-1864:72",
            "provision": "revoke_penalty",
            "value": "1",
            "text": "One trick.",
            "in_force_from": TOMORROW,
        },
    ),
    Row(
        "move that a holding be amended",
        "POST",
        "/meetings/{meeting}/motions/holding/",
        COMMITTEE_ONLY_FORM,
        {"decision": "{adopted}", "title": "E revokes", "reasons": "The revoke stands, as amended."},
    ),
    Row(
        "cast one's own vote on a motion",
        "POST",
        "/meetings/{meeting}/motions/{open_motion}/votes/",
        COMMITTEE_ONLY_FORM,
        {"choice": "against", "reasons": "No."},
    ),
    Row(
        "API: hold a meeting",
        "POST",
        "/api/v1/meetings/",
        (401, 403, 403, 201, 201),
        {"held_on": "2026-05-01", "present": ["committee"]},
        json=True,
    ),
    Row(
        "API: move a motion",
        "POST",
        "/api/v1/meetings/{meeting}/motions/",
        (401, 403, 403, 201, 201),
        {"kind": "decide_appeal", "subject": "appeal:{appeal}", "terms": {"outcome": "upheld"}, "text": "It stands."},
        json=True,
    ),
    Row(
        "API: cast one's own vote on a motion",
        "POST",
        "/api/v1/meetings/{meeting}/motions/{open_motion}/votes/",
        (401, 403, 403, 200, 200),
        {"choice": "for"},
        json=True,
    ),
    Row(
        "API: put a motion before the time for voting has passed (refused, naming why)",
        "POST",
        "/api/v1/meetings/{meeting}/motions/{open_motion}/put/",
        (401, 403, 403, 400, 400),
        {},
        json=True,
    ),
    Row(
        "make an API token",
        "POST",
        "/accounts/tokens/",
        (LOGIN, 200, 200, 200, 200),
        {"lifetime": "30", "once": "0" * 32},
    ),
    Row(
        "revoke his own API token",
        "POST",
        "/accounts/tokens/revoke/",
        (LOGIN, 404, 302, 404, 404),  # another's token is not there for anyone but its account
        {"prefix": "{own_token}"},
    ),
    Row(
        "admin: revoke an API token",
        "POST",
        "/admin/knox/authtoken/{own_token_digest}/delete/",
        ADMIN_ONLY[:4] + (302,),
        {"post": "yes"},
    ),
    Row("log out", "POST", "/accounts/logout/", everyone(302)),
    Row(
        "admin: add an account",
        "POST",
        "/admin/auth/user/add/",
        ADMIN_ONLY[:4] + (302,),
        {
            "username": "newref",
            "password1": "a long whist secret",
            "password2": "a long whist secret",
            "usable_password": "true",
        },
    ),
    Row("admin: add a group", "POST", "/admin/auth/group/add/", ADMIN_ONLY[:4] + (403,), {"name": "wardens"}),
]

MATRIX = PAGES + API + WRITES
