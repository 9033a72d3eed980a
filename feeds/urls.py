from django.urls import path

from . import feeds

app_name = "feeds"
urlpatterns = [
    path("all.atom", feeds.KnowledgeBaseFeed(), name="all"),
    path("<slug:code>.atom", feeds.CodeFeed(), name="code"),
    path("<slug:code>/<str:number>.atom", feeds.LawFeed(), name="law"),
]
