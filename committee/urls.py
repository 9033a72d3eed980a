"""The committee's pages, beside the law and decision pages they belong to."""

from django.urls import path

from . import consolidated, thesaurus_views, views

app_name = "committee"

LAW = "laws/<slug:code>/<str:number>/commentary/"
DECISION = "decisions/<slug:slug>/commentary/"
HOLDING = "decisions/<slug:slug>/holding/"
STATUTE = "laws/<slug:code>/<str:number>/statute/"

urlpatterns = [
    path("decisions/<slug:slug>/withdraw/", views.withdraw, name="decision-withdraw"),
    path("laws/<slug:code>/as-amended/", consolidated.code_as_amended, name="code-as-amended"),
    path("thesaurus/", thesaurus_views.thesaurus, name="thesaurus"),
    path("thesaurus/new/", thesaurus_views.entry_new, name="thesaurus-new"),
    path("thesaurus/<int:pk>/", thesaurus_views.entry, name="thesaurus-entry"),
    path("thesaurus/<int:pk>/change/", thesaurus_views.entry_change, name="thesaurus-change"),
    path("thesaurus/<int:pk>/withdraw/", thesaurus_views.entry_withdrawn, name="thesaurus-withdraw"),
]
for prefix, route, view_kind in (
    (LAW, "law-commentary", views.LAW),
    (DECISION, "decision-commentary", views.DECISION),
    (HOLDING, "decision-holding", views.HOLDING),
    (STATUTE, "law-statute", views.STATUTE),
):
    urlpatterns += [
        path(prefix, views.edit, {"of": view_kind}, name=f"{route}-edit"),
        path(prefix + "history/", views.history, {"of": view_kind}, name=f"{route}-history"),
        path(prefix + "diff/", views.diff, {"of": view_kind}, name=f"{route}-diff"),
        path(prefix + "revert/", views.revert, {"of": view_kind}, name=f"{route}-revert"),
    ]
