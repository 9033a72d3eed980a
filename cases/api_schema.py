"""The case and the ruling in the OpenAPI description: components made from the engine's own JSON Schemas.

The engine describes its vocabulary once (engine/format/schema.py, served at /api/v1/case-schema.json and
/api/v1/ruling-schema.json); here each schema becomes a component, its `$defs` become components of their own
("CaseSeat", "RulingFinding") and its references are pointed at them. Nothing is copied by hand: a new event
type in the engine is in the API's description at once. The description is OpenAPI 3.1, whose schemas are
JSON Schema 2020-12, the engine's dialect.
"""

from __future__ import annotations

from typing import Any

from drf_spectacular.extensions import OpenApiSerializerExtension
from drf_spectacular.plumbing import ResolvedComponent
from rest_framework import serializers

from engine import case_schema, ruling_schema

DEFS_REF = "#/$defs/"
COMPONENTS_REF = "#/components/schemas/"


def component_name(prefix: str, name: str) -> str:
    return prefix + "".join(part.capitalize() for part in name.split("_"))


def _pointed(node: Any, prefix: str) -> Any:
    """The schema with every `#/$defs/x` reference pointed at the component made from it."""
    if isinstance(node, dict):
        out = {key: _pointed(value, prefix) for key, value in node.items()}
        ref = out.get("$ref")
        if isinstance(ref, str) and ref.startswith(DEFS_REF):
            out["$ref"] = COMPONENTS_REF + component_name(prefix, ref[len(DEFS_REF) :])
        return out
    if isinstance(node, list):
        return [_pointed(item, prefix) for item in node]
    return node


def engine_components(schema: dict[str, Any], prefix: str) -> tuple[dict[str, Any], dict[str, dict[str, Any]]]:
    """The top schema (without `$schema` and `$defs`) and the components made from its `$defs`."""
    top = {key: value for key, value in schema.items() if key not in ("$schema", "$defs")}
    defs = {component_name(prefix, name): _pointed(d, prefix) for name, d in schema.get("$defs", {}).items()}
    return _pointed(top, prefix), defs


class CaseDocument(serializers.Serializer[dict[str, Any]]):
    """A case in the shared case format (the engine's case schema)."""


class RulingDocument(serializers.Serializer[dict[str, Any]]):
    """The engine's ruling with the precedents from the knowledge base (the engine's ruling schema)."""


class EngineDocumentExtension(OpenApiSerializerExtension):  # type: ignore[no-untyped-call]
    make_schema: Any = None
    prefix = ""

    def get_name(self, auto_schema: Any = None, direction: Any = None) -> str:
        return self.prefix

    def map_serializer(self, auto_schema: Any, direction: Any) -> dict[str, Any]:
        top, defs = engine_components(self.make_schema(), self.prefix)
        for name, schema in defs.items():
            component = ResolvedComponent(name=name, type=ResolvedComponent.SCHEMA, object=name, schema=schema)
            auto_schema.registry.register_on_missing(component)
        return top


class CaseDocumentExtension(EngineDocumentExtension):
    target_class = CaseDocument
    make_schema = staticmethod(case_schema)
    prefix = "Case"


class RulingDocumentExtension(EngineDocumentExtension):
    target_class = RulingDocument
    make_schema = staticmethod(ruling_schema)
    prefix = "Ruling"
