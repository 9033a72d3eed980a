"""Login and logout, with Django's own views and the templates in templates/registration/; the API tokens page."""

from django.contrib.auth import views as auth_views
from django.urls import path

from .token_views import revoke, tokens
from .views import LogoutConfirmView

urlpatterns = [
    path("login/", auth_views.LoginView.as_view(redirect_authenticated_user=False), name="login"),
    path("logout/", LogoutConfirmView.as_view(), name="logout"),
    path("tokens/", tokens, name="tokens"),
    path("tokens/revoke/", revoke, name="revoke-token"),
]
