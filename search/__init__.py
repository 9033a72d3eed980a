"""Full-text search over laws and decisions: a whoosh index derived from the database.

The modules, one concept each: analysis (words, stems, old spellings), schema
(the index fields), documents (laws and decisions as index documents), index
(open, write, rebuild one node's index directory), models and outbox (the change
log written with every save), sync (a node applying the log to its own index),
query (what the user typed), citations (a law cited, in every form), games (the
game named and the codes it scopes to), snippets, ranking (the order of an answer,
for the index and the database alike), ranked (the index search), database (the
database search while the index is missing or damaged), nearest (the nearest matters
when nothing answers), service (the one entry point the page and the API call).

An app of its own that reads the others (laws, decisions, committee, edition) through their
models, and follows their saves through signals connected in SearchConfig.ready(). Nothing
imports it but the URL configuration.
"""
