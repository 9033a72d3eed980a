"""The JSON API, version 1."""

from django.urls import include, path
from drf_spectacular.views import SpectacularJSONAPIView

from appeals import api as appeal_api
from casebook import api as casebook_api
from cases import api as case_api
from committee import api as committee_api
from committee import statute_api, thesaurus_api
from decisions import api as decision_api
from decisions import treatment_api
from laws.api import views as law_api
from meetings import api as meeting_api
from notices import api as notice_api
from plumbing.api.docs import api_docs

app_name = "api"
urlpatterns = [
    path("codes/", law_api.CodeList.as_view(), name="codes"),
    path("laws/", law_api.LawList.as_view(), name="laws"),
    path("laws/<slug:code>/<str:number>/", law_api.LawDetail.as_view(), name="law"),
    path("laws/<slug:code>/<str:number>/commentary/", include(committee_api.urls("law"))),
    path("laws/<slug:code>/<str:number>/statute/", include(statute_api.urls())),
    path("statutes/", statute_api.StatuteList.as_view(), name="statutes"),
    path("authorities/", decision_api.AuthorityList.as_view(), name="authorities"),
    path("decisions/", decision_api.DecisionList.as_view(), name="decisions"),
    path("decisions/<slug:slug>/", decision_api.DecisionDetail.as_view(), name="decision"),
    path("decisions/<slug:slug>/treatments/", treatment_api.DecisionTreatmentCreate.as_view(), name="treatments"),
    path("decisions/<slug:slug>/commentary/", include(committee_api.urls("decision"))),
    path("rulings/", case_api.RulingCreate.as_view(), name="rulings"),
    path("appeals/", appeal_api.AppealList.as_view(), name="appeals"),
    path("appeals/<int:pk>/", appeal_api.AppealDetail.as_view(), name="appeal"),
    path("appeals/<int:pk>/decision/", appeal_api.AppealDecide.as_view(), name="appeal-decision"),
    path("cases/<int:pk>/ruling-given/", appeal_api.CaseRulingGiven.as_view(), name="case-ruling-given"),
    path("meetings/", meeting_api.MeetingList.as_view(), name="meetings"),
    path("meetings/<int:pk>/", meeting_api.MeetingDetail.as_view(), name="meeting"),
    path("meetings/<int:pk>/motions/", meeting_api.MotionCreate.as_view(), name="motions"),
    path("meetings/<int:pk>/motions/<int:number>/votes/", meeting_api.MotionVotes.as_view(), name="votes"),
    path("meetings/<int:pk>/motions/<int:number>/put/", meeting_api.MotionPut.as_view(), name="put"),
    path("case-schema.json", case_api.CaseSchema.as_view(), name="case-schema"),
    path("ruling-schema.json", case_api.RulingSchema.as_view(), name="ruling-schema"),
    path("casebook/", casebook_api.CasebookRecords.as_view(), name="casebook"),
    path("casebook.csv", casebook_api.CasebookCsv.as_view(), name="casebook-csv"),
    path("casebook-schema.json", casebook_api.CasebookSchema.as_view(), name="casebook-schema"),
    path("following/", notice_api.FollowingList.as_view(), name="following"),
    path("following/<int:pk>/", notice_api.FollowingDetail.as_view(), name="following-detail"),
    path("notices/", notice_api.KindList.as_view(), name="notice-kinds"),
    path("notices/<str:kind>/", notice_api.KindDetail.as_view(), name="notice-kind"),
    path("search/", include("search.api_urls")),
    path("thesaurus/", include(thesaurus_api.urls())),
    path("schema/", SpectacularJSONAPIView.as_view(), name="schema"),
    path("docs/", api_docs, name="docs"),
]
