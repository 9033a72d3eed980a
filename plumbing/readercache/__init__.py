"""What readers see, answered without building it again: the site's version, its ETag and the page cache.

`models.SiteVersion` is one row changed in the transaction of every write a reader could see
(`handler.py`, over the models listed in `readers.py`); `middleware.py` gives the reader pages an ETag
from it, answers 304 to a conditional request and keeps each page in this node's cache under the
version, the day and the address. docs/production.md says why each piece is as it is.
"""
