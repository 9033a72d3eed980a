"""WSGI entry point."""

import os

from django.core.wsgi import get_wsgi_application
from django.urls import get_resolver

os.environ.setdefault("DJANGO_SETTINGS_MODULE", "config.settings.prod")
application = get_wsgi_application()

# The URL configuration (every view, the API's serializers and schema) imported here, where gunicorn loads the
# application once before it forks its workers (preload_app in config/gunicorn.conf.py): each worker would
# otherwise import it at its first request, a third of a second of a core before the first page, in every
# worker started or replaced. The import opens no database connection, which the workers must not share.
url_patterns = get_resolver().url_patterns
