"""Which saves and deletes touch which index documents, recorded in the outbox.

A glossary term is a document of its own; a concordance entry (MatterLaw)
changes what the laws of its matter define.

A law's document holds its clauses, notes, variant readings, section title and
cross-references; a decision's holds its citations, authority and collection. A
save or delete of any of them records the law or decision (once per transaction,
see outbox.py). Bulk writes (bulk_create, QuerySet.update) send no signals: the
corpus loader saves each law and decision itself, so its children follow.

Published commentary is a document of its own; a withdrawal takes its decision out of the
index (documents.py leaves withdrawn ones out).

Senders are named by label ("decisions.Decision"); SearchConfig.ready() connects the receivers once.
Search reads the apps it follows, and none of them knows it is followed.
"""

from __future__ import annotations

from typing import Any

from django.core.signals import request_started
from django.db.models.signals import post_delete, post_save, pre_delete

from decisions.models import Decision
from laws.models import MatterLaw

from .outbox import record, record_many
from .schema import COMMENTARY, DECISION, LAW, PASSAGE, TERM, THESAURUS

DELETE = "delete"
UPSERT = "upsert"


def _law_saved(sender: type, instance: Any, using: str, **kw: Any) -> None:
    record(LAW, instance.pk, UPSERT, using)


def _law_deleted(sender: type, instance: Any, using: str, **kw: Any) -> None:
    record(LAW, instance.pk, DELETE, using)


def _law_deleting(sender: type, instance: Any, using: str, **kw: Any) -> None:
    # Decisions printed under the law lose it by SET_NULL, which sends no signal of its own.
    record_many(DECISION, list(instance.decisions_under.using(using).values_list("pk", flat=True)), UPSERT, using)


def _law_part_changed(sender: type, instance: Any, using: str, **kw: Any) -> None:
    if instance.law_id:
        record(LAW, instance.law_id, UPSERT, using)


def _cross_reference_changed(sender: type, instance: Any, using: str, **kw: Any) -> None:
    record(LAW, instance.from_law_id, UPSERT, using)


def _section_saved(sender: type, instance: Any, using: str, **kw: Any) -> None:
    record_many(LAW, list(instance.laws.using(using).values_list("pk", flat=True)), UPSERT, using)


def _code_saved(sender: type, instance: Any, using: str, **kw: Any) -> None:
    record_many(LAW, list(instance.laws.using(using).values_list("pk", flat=True)), UPSERT, using)


def _term_saved(sender: type, instance: Any, using: str, **kw: Any) -> None:
    record(TERM, instance.pk, UPSERT, using)


def _term_deleted(sender: type, instance: Any, using: str, **kw: Any) -> None:
    record(TERM, instance.pk, DELETE, using)


def _matter_law_changed(sender: type, instance: Any, using: str, **kw: Any) -> None:
    # Which law opens a matter in its code may change: every law of the matter is looked at again.
    keys = set(MatterLaw.objects.using(using).filter(matter_id=instance.matter_id).values_list("law_id", flat=True))
    record_many(LAW, sorted(keys | {instance.law_id}), UPSERT, using)


def _decision_saved(sender: type, instance: Any, using: str, **kw: Any) -> None:
    record(DECISION, instance.pk, UPSERT, using)


def _decision_deleted(sender: type, instance: Any, using: str, **kw: Any) -> None:
    record(DECISION, instance.pk, DELETE, using)


def _citation_changed(sender: type, instance: Any, using: str, **kw: Any) -> None:
    record(DECISION, instance.decision_id, UPSERT, using)


def _authority_saved(sender: type, instance: Any, using: str, **kw: Any) -> None:
    record_many(DECISION, list(instance.decisions.using(using).values_list("pk", flat=True)), UPSERT, using)


def _collection_saved(sender: type, instance: Any, using: str, **kw: Any) -> None:
    keys = list(Decision.objects.using(using).filter(collection=instance.slug).values_list("pk", flat=True))
    record_many(DECISION, keys, UPSERT, using)


def _passage_saved(sender: type, instance: Any, using: str, **kw: Any) -> None:
    record(PASSAGE, instance.pk, UPSERT, using)


def _passage_deleted(sender: type, instance: Any, using: str, **kw: Any) -> None:
    record(PASSAGE, instance.pk, DELETE, using)


def _passage_part_changed(sender: type, instance: Any, using: str, **kw: Any) -> None:
    record(PASSAGE, instance.passage_id, UPSERT, using)


def _commentary_saved(sender: type, instance: Any, using: str, **kw: Any) -> None:
    if instance.kind == "commentary":
        record(COMMENTARY, instance.pk, UPSERT, using)


def _commentary_deleted(sender: type, instance: Any, using: str, **kw: Any) -> None:
    if instance.kind == "commentary":
        record(COMMENTARY, instance.pk, DELETE, using)


def _withdrawal_changed(sender: type, instance: Any, using: str, **kw: Any) -> None:
    record(DECISION, instance.decision_id, UPSERT, using)


def _thesaurus_entry_changed(sender: type, instance: Any, using: str, **kw: Any) -> None:
    # A withdrawn entry is left out of the documents (documents.py), so the same upsert takes it out.
    record(THESAURUS, instance.pk, UPSERT, using)


def _first_request(**kw: Any) -> None:
    # A node that starts applies what other nodes wrote while it was down; once per process.
    request_started.disconnect(_first_request, dispatch_uid="search.first_request")
    from .sync import catch_up

    catch_up(force=True)


_UID = "search."


def connect() -> None:
    """Connect every receiver; dispatch_uid makes a second call harmless."""
    post_save.connect(_law_saved, sender="laws.Law", dispatch_uid=_UID + "law_saved")
    post_delete.connect(_law_deleted, sender="laws.Law", dispatch_uid=_UID + "law_deleted")
    pre_delete.connect(_law_deleting, sender="laws.Law", dispatch_uid=_UID + "law_deleting")
    for _model in ("laws.Clause", "laws.LawNote", "laws.Variant"):
        post_save.connect(_law_part_changed, sender=_model, dispatch_uid=_UID + _model + "_saved")
        post_delete.connect(_law_part_changed, sender=_model, dispatch_uid=_UID + _model + "_deleted")
    post_save.connect(_cross_reference_changed, sender="laws.CrossReference", dispatch_uid=_UID + "xref_saved")
    post_delete.connect(_cross_reference_changed, sender="laws.CrossReference", dispatch_uid=_UID + "xref_deleted")
    post_save.connect(_section_saved, sender="laws.Section", dispatch_uid=_UID + "section_saved")
    post_save.connect(_code_saved, sender="laws.Code", dispatch_uid=_UID + "code_saved")
    post_save.connect(_term_saved, sender="laws.GlossaryTerm", dispatch_uid=_UID + "term_saved")
    post_delete.connect(_term_deleted, sender="laws.GlossaryTerm", dispatch_uid=_UID + "term_deleted")
    post_save.connect(_matter_law_changed, sender="laws.MatterLaw", dispatch_uid=_UID + "matter_law_saved")
    post_delete.connect(_matter_law_changed, sender="laws.MatterLaw", dispatch_uid=_UID + "matter_law_deleted")
    post_save.connect(_decision_saved, sender="decisions.Decision", dispatch_uid=_UID + "decision_saved")
    post_delete.connect(_decision_deleted, sender="decisions.Decision", dispatch_uid=_UID + "decision_deleted")
    post_save.connect(_citation_changed, sender="decisions.Citation", dispatch_uid=_UID + "citation_saved")
    post_delete.connect(_citation_changed, sender="decisions.Citation", dispatch_uid=_UID + "citation_deleted")
    post_save.connect(_authority_saved, sender="decisions.Authority", dispatch_uid=_UID + "authority_saved")
    post_save.connect(_collection_saved, sender="decisions.Collection", dispatch_uid=_UID + "collection_saved")
    post_save.connect(_passage_saved, sender="edition.Passage", dispatch_uid=_UID + "passage_saved")
    post_delete.connect(_passage_deleted, sender="edition.Passage", dispatch_uid=_UID + "passage_deleted")
    for _model in ("edition.PassageCite", "edition.PassageNote"):
        post_save.connect(_passage_part_changed, sender=_model, dispatch_uid=_UID + _model + "_saved")
        post_delete.connect(_passage_part_changed, sender=_model, dispatch_uid=_UID + _model + "_deleted")
    post_save.connect(_commentary_saved, sender="committee.Commentary", dispatch_uid=_UID + "commentary_saved")
    post_delete.connect(_commentary_deleted, sender="committee.Commentary", dispatch_uid=_UID + "commentary_deleted")
    post_save.connect(_withdrawal_changed, sender="committee.Withdrawal", dispatch_uid=_UID + "withdrawal_saved")
    post_delete.connect(_withdrawal_changed, sender="committee.Withdrawal", dispatch_uid=_UID + "withdrawal_deleted")
    post_save.connect(
        _thesaurus_entry_changed, sender="committee.ThesaurusEntry", dispatch_uid=_UID + "thesaurus_saved"
    )
    post_delete.connect(
        _thesaurus_entry_changed, sender="committee.ThesaurusEntry", dispatch_uid=_UID + "thesaurus_deleted"
    )
    request_started.connect(_first_request, dispatch_uid="search.first_request")
