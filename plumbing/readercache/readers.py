"""The reader pages, and the models they read.

READER_PAGES are the pages every anonymous reader is shown alike: they carry the site's version as their
ETag and are kept in the node's page cache. READ lists every model those pages read, each with why; a write
to any of them changes the site's version (handler.py). tests/readercache/test_models_followed.py opens
every reader page, collects the tables its queries read, and fails on a model that is in neither READ nor
NOT_FOLLOWED.
"""

from __future__ import annotations

# URL names (namespace:name) of the pages served from the cache to anonymous readers.
READER_PAGES = frozenset(
    {
        "home",
        "laws:code",
        "laws:law",
        "committee:code-as-amended",
        "committee:thesaurus",
        "decisions:list",
        "decisions:authorities",
        "decisions:decision",
        "edition:passage",
        "witnesses:glossary",
        "witnesses:law",
        "witnesses:decision",
        "witnesses:passage",
        "worked:list",
        "worked:case",
        # A public saved case: the ruling of a long case costs its page more than any other (issue 49).
        "cases:detail",
        "feeds:all",
        "feeds:code",
        "feeds:law",
    }
)

# Model label: why a reader page reads it.
READ: dict[str, str] = {
    # The printed texts (the corpus loader writes them).
    "laws.code": "the codes: their titles on the home page, each code's page and its feed",
    "laws.section": "a code's sections, the headings of its page and of each law",
    "laws.law": "the laws, on their code's page, their own page, the witnesses and the feeds",
    "laws.clause": "the clauses of each law",
    "laws.lawnote": "the editors' notes under a law",
    "laws.variant": "the readings of other editions beside a law",
    "laws.source": "where each law was transcribed from",
    "laws.crossreference": "the laws a law refers to and those referring to it",
    "laws.glossaryterm": "a code's glossary, on its page and its witness page",
    "laws.matter": "the concordance: the same matter in other codes",
    "laws.matterlaw": "the concordance's laws of each matter",
    "decisions.authority": "who decided, on each decision and the list of authorities",
    "decisions.decision": "the decisions, under each law, in the lists, on their pages and in the feeds",
    "decisions.citation": "the laws a decision cites, and the decisions citing a law",
    "decisions.externalcitation": "what a decision cites outside the codes",
    "decisions.decisionnote": "the editors' notes under a decision",
    "decisions.decisionlink": "treatments between decisions (followed, distinguished, overruled)",
    "edition.passage": "front matter and passages bearing on the laws",
    "edition.passagecite": "the laws a passage bears on",
    "edition.passagenote": "the editors' notes under a passage",
    "worked.casebook": "the books the worked cases come from",
    "worked.workedcase": "the worked cases, listed under a law and on their own pages",
    "worked.workedcasecite": "the laws a worked case cites",
    "worked.turnson": "the laws a worked case turns on",
    # What the committee writes.
    "committee.commentary": "commentary, holdings and statutes as published, beneath laws and decisions",
    "committee.historicalcommentary": "the versions of a statute (in force from a day) and of commentary",
    "committee.commentarycitation": "the commentary citing a law, listed on the law's page",
    "committee.withdrawal": "a decision withdrawn is marked so on its page and in the lists",
    "committee.thesaurusentry": "the thesaurus page",
    "cases.savedcase": "the case a decision was adopted from, named on the decision and in the feeds; a public case's page",
    "cases.rulinggiven": "the ruling given at the table, on its case's page",
    "appeals.appeal": "the appeal figures under a law, the appeal a decision was decided on, the feeds",
    "meetings.meeting": "the meeting that carried a motion, in the feeds and beside a decision",
    "meetings.meeting_present": "who sat at that meeting",
    "meetings.motion": "the motions put, in the feeds and beside what they decided",
    "meetings.vote": "the votes and dissents beside a decision",
    "auth.user": "the names of the committee's members beside what they wrote and how they voted",
}

# Model label: why a reader page may read it and a write to it still need not change the version.
NOT_FOLLOWED: dict[str, str] = {
    "readercache.siteversion": "the version itself: read by the middleware, written only by the handler",
    # The reader pages' stored parts (docs/benchmarks.md, "The reader pages, built"): each is rendered from followed
    # rows. A corpus load writes them in its one_change(), so the version its rows change covers them; a committee
    # write deletes those it affects in its transaction (covered likewise) and they are stored after its commit only
    # if the version is still the one read before their rows (decisions/after_commit.py): never from older rows.
    "laws.lawpage": "a law's printed parts, stored: written only with the corpus rows they render, in their transaction",
    "laws.codepage": "a code's page, stored: written only with the corpus rows it renders, in their transaction",
    "decisions.lawdecisions": "the decisions under a law, stored: deleted with the rows they list, stored after commit",
    "decisions.decisionpage": "a decision's page, stored: deleted with the rows it renders, stored after commit",
}

# Fields of a followed model no reader page shows: a save changing only these leaves the version alone
# (a sign-in writes the account's last_login; a reader page shows only the member's name).
UNSEEN_FIELDS: dict[str, frozenset[str]] = {
    "auth.user": frozenset({"last_login", "password"}),
}
