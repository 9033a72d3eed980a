"""Template filters that render printed text with its law references linked."""

from __future__ import annotations

from django import template
from django.utils.safestring import SafeString

from laws.books import book_title, in_book_words, in_readers_words
from laws.linking import Linker

register = template.Library()


@register.filter
def linked(text: str, linker: Linker) -> SafeString:
    """{{ law.text|linked:linker }}: paragraphs with law references as links, all else escaped."""
    return linker.paragraphs(text or "")


@register.simple_tag
def linked_law_text(text: str, linker: Linker, law: object) -> SafeString:
    corrections = law.corrections() if hasattr(law, "corrections") else None
    return linker.paragraphs(text or "", corrections)


@register.filter
def book(seed: str) -> str:
    """A seed file as the title of the book it transcribes."""
    return book_title(seed)


@register.filter
def readers_words(text: str) -> str:
    """Our note with the books named for the seed files and their numbers ("003 line 664", "the seed")."""
    return in_readers_words(text or "")


@register.filter
def book_source(text: str) -> str:
    """A source line with the book's title in place of the seed file's name."""
    return in_book_words(text)
