"""The witnesses beside the edition: a law's under /laws/, a printed decision's under /decisions/, a text's under /texts/;
a code's glossary entry by entry."""

from django.urls import path

from . import witness_views

app_name = "witnesses"
urlpatterns = [
    path("laws/<slug:code>/glossary/witness/", witness_views.glossary_witness, name="glossary"),
    path("laws/<slug:code>/glossary/<slug:heading>/witness/", witness_views.glossary_witness, name="glossary-of"),
    path("laws/<slug:code>/<str:number>/witnesses/", witness_views.law_witnesses, name="law"),
    path("decisions/<slug:slug>/witness/", witness_views.decision_witness, name="decision"),
    path("texts/<slug:slug>/witness/", witness_views.passage_witness, name="passage"),
]
