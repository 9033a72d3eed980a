"""The casebook's pages: the years, a year's book, and the same book as a PDF."""

from django.urls import path

from . import views

app_name = "casebook"
urlpatterns = [
    path("", views.years, name="years"),
    path("<int:year>/", views.year, name="year"),
    path("<int:year>.pdf", views.year_pdf, name="pdf"),
]
