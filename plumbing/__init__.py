"""The plumbing every app shares, above the accounts and below the laws: the API's errors, pagination,
filtering, throttles, token authentication and schema (api/), a request's body limit, the page shown while
the database is away, content types renamed when a model moves, HTML printed to PDF, progress on long work,
and the site's version with the reader pages' cache (readercache/, which names the models it follows by label
and imports no app)."""
