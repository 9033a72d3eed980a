from django.urls import path

from . import views

app_name = "laws"
urlpatterns = [
    path("<slug:code>/", views.code_detail, name="code"),
    path("<slug:code>/<str:number>/", views.law_detail, name="law"),
]
