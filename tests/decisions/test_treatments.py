"""Treatments between decisions: the printed ones in the vocabulary, the committee's, and a corpus reload."""

from __future__ import annotations

import re
import shutil

import pytest
from django.conf import settings
from django.core.exceptions import PermissionDenied
from django.core.management import call_command
from django.test import Client
from django.urls import reverse

from decisions import treatment_vocabulary
from decisions.models import Decision, DecisionLink
from decisions.treatments import TreatmentError, treatment_record

pytestmark = pytest.mark.django_db


def d(slug: str) -> Decision:
    return Decision.objects.get(slug=slug)


def test_printed_relations_use_the_vocabulary():
    printed = DecisionLink.objects.filter(origin=DecisionLink.ORIGIN_CORPUS)
    assert set(printed.values_list("relation", flat=True)) <= set(treatment_vocabulary.RELATIONS)
    dissent = printed.get(from_decision__slug="mcintosh-lowered-hand-dissent", to_decision__slug="clay-lowered-hand")
    assert dissent.get_relation_display() == "dissents from"
    assert printed.filter(relation="concurs", from_decision__slug="clay-lowered-hand").exists()


def test_a_committee_treatment_is_shown_on_both_decisions(client, committee):
    treatment_record(
        from_decision=d("clay-case-7"),
        to_decision=d("clay-case-2"),
        relation="distinguishes",
        reason="Here the adversary quitted the trick.",
        by=committee,
    )
    page = client.get(reverse("decisions:decision", args=["clay-case-7"])).content.decode()
    assert "<strong>distinguishes</strong>" in page and "Here the adversary quitted the trick." in page
    page = client.get(reverse("decisions:decision", args=["clay-case-2"])).content.decode()
    assert "<strong>is distinguished by</strong>" in page
    page = client.get(reverse("decisions:decision", args=["clay-lowered-hand"])).content.decode()
    assert "<strong>is dissented from by</strong>" in page
    links = client.get("/api/v1/decisions/clay-case-2/").json()["links"]
    assert {
        "relation": "distinguishes",
        "direction": "treated_by",
        "label": "is distinguished by",
        "decision": "clay-case-7",
        "origin": "committee",
        "reason": "Here the adversary quitted the trick.",
    } in links


def test_treatments_the_committee_recorded_survive_a_corpus_reload(committee):
    between_printed = treatment_record(
        from_decision=d("cavendish-lowered-hand"),
        to_decision=d("clay-case-1"),
        relation="follows",
        reason="The same principle.",
        by=committee,
    )
    printed_before = set(
        DecisionLink.objects.filter(origin=DecisionLink.ORIGIN_CORPUS).values_list(
            "from_decision__slug", "to_decision__slug", "relation"
        )
    )
    call_command("load_corpus", verbosity=0)
    assert DecisionLink.objects.filter(pk=between_printed.pk, reason="The same principle.").exists()
    printed_after = set(
        DecisionLink.objects.filter(origin=DecisionLink.ORIGIN_CORPUS).values_list(
            "from_decision__slug", "to_decision__slug", "relation"
        )
    )
    assert printed_after == printed_before


def test_bad_treatments_are_refused_with_the_reason(committee, referee):
    case7 = d("clay-case-7")
    with pytest.raises(TreatmentError) as exc:
        treatment_record(from_decision=case7, to_decision=case7, relation="overrules", reason=" ", by=committee)
    for words in ("cannot treat itself", "'overrules' is none of", "the reason is empty"):
        assert words in str(exc.value)
    with pytest.raises(TreatmentError, match="mcintosh-lowered-hand-dissent already dissents"):
        treatment_record(
            from_decision=d("mcintosh-lowered-hand-dissent"),
            to_decision=d("clay-lowered-hand"),
            relation="dissents",
            reason="again",
            by=committee,
        )
    with pytest.raises(PermissionDenied):
        treatment_record(from_decision=case7, to_decision=d("clay-case-2"), relation="follows", reason="r", by=referee)


def test_the_treatment_form(committee):
    client = Client(enforce_csrf_checks=True)
    client.force_login(committee)
    page = client.get(reverse("decisions:decision", args=["clay-case-7"])).content.decode()
    assert 'id="treatment-form"' in page
    token = re.search(r'name="csrfmiddlewaretoken" value="([^"]+)"', page)[1]
    url = reverse("decisions:treat", args=["clay-case-7"])
    form = {"relation": "follows", "to_decision": "clay-case-2", "reason": "As there."}
    assert client.post(url, form).status_code == 403  # no CSRF token
    response = client.post(url, {**form, "csrfmiddlewaretoken": token})
    assert response.status_code == 302
    client = Client()
    client.force_login(committee)
    response = client.post(url, {"relation": "follows", "to_decision": "clay-case-2", "reason": "Twice."})
    assert response.status_code == 400 and "already follows" in response.content.decode()
    response = client.post(url, {"relation": "follows", "to_decision": "no-such-decision", "reason": "r"})
    assert response.status_code == 400


def test_decision_page_query_count(client, committee, django_assert_max_num_queries):
    client.force_login(committee)
    with django_assert_max_num_queries(22):  # with the committee's commentary and status
        client.get(reverse("decisions:decision", args=["clay-lowered-hand"]))


def test_a_reload_refuses_to_drop_a_printed_decision_the_committee_treats(committee, tmp_path):
    from backup.corpus_dependents import CorpusChangeRefused
    from backup.corpus_load import load_corpus

    treatment_record(
        from_decision=d("clay-case-7"), to_decision=d("clay-case-15"), relation="follows", reason="r", by=committee
    )
    # Clay's Case 15: no worked case of the corpus rests on it, so only the committee's treatment holds it.
    corpus = tmp_path / "corpus"
    shutil.copytree(settings.BASE_DIR / "corpus", corpus)
    clay = corpus / "decisions" / "clay.txt"
    text = clay.read_text()
    start = text.index("## decision clay-case-15\n")
    clay.write_text(text[:start] + text[text.index("## decision clay-case-16\n") :])
    with pytest.raises(CorpusChangeRefused, match="decision clay-case-7 follows decision clay-case-15"):
        load_corpus(corpus)
    assert DecisionLink.objects.filter(to_decision__slug="clay-case-15", origin="committee").exists()


def test_the_treatment_api(committee):
    from rest_framework.test import APIClient

    api = APIClient()
    api.force_authenticate(committee)
    url = "/api/v1/decisions/clay-case-7/treatments/"
    response = api.post(url, {"relation": "superseded_by", "decision": "clay-case-2", "reason": "r"}, format="json")
    assert response.status_code == 201
    assert response.json()["label"] == "is superseded by"
    response = api.post(url, {"relation": "superseded_by", "decision": "clay-case-2", "reason": "r"}, format="json")
    assert response.status_code == 400 and "already superseded by" in response.json()["detail"]
    response = api.post(url, {"relation": "follows", "decision": "nothing-here", "reason": "r"}, format="json")
    assert response.status_code == 404 and "nothing-here" in response.json()["detail"]
