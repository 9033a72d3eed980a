"""Static files in production: WhiteNoise's hashed and compressed copies, with the imports between the
case builder's ES modules rewritten to the hashed names (Django's experimental
``support_js_module_import_aggregation``), so that the modules are served as they are, with no bundler."""

from whitenoise.storage import CompressedManifestStaticFilesStorage


class ModuleManifestStaticFilesStorage(CompressedManifestStaticFilesStorage):
    support_js_module_import_aggregation = True
