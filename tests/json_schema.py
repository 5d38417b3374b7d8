# json_schema.py - the part of JSON Schema that
# src/cli/sudoku-json.schema.json uses, checked without a third-party
# validator: $ref (within the file), type, const, enum, properties,
# required, additionalProperties, items, minimum, maximum, pattern, oneOf
# and anyOf.  Used by tests/check_json.sh.  See LICENSE for copying terms.
import json
import re

TYPES = {"object": dict, "array": list, "string": str, "boolean": bool,
         "null": type(None)}


def load(path):
    with open(path) as f:
        return json.load(f)


def modes(root):
    """Each mode's name and the option that selects it ("" for solve), as
    the schema's x-option says."""
    return {name[len("mode_"):]: d["x-option"]
            for name, d in root["$defs"].items() if name.startswith("mode_")}


def mode_of(words, root):
    """The mode a command line's words choose, named as in the schema."""
    for mode, option in modes(root).items():
        if option and option in words:
            return mode
    return "solve"


def is_type(value, name):
    if name == "integer":
        return isinstance(value, int) and not isinstance(value, bool)
    if name == "number":
        return isinstance(value, (int, float)) and \
            not isinstance(value, bool)
    return isinstance(value, TYPES[name])


def resolve(root, ref):
    target = root
    for part in ref.lstrip("#/").split("/"):
        target = target[part]
    return target


def errors(value, schema, root, path="$"):
    """What is wrong with 'value' under 'schema', as a list of strings."""
    if "$ref" in schema:
        return errors(value, resolve(root, schema["$ref"]), root, path)
    if "oneOf" in schema:
        why = [errors(value, s, root, path) for s in schema["oneOf"]]
        if sum(not w for w in why) != 1:
            return ["%s: %d of oneOf match %s" %
                    (path, sum(not w for w in why), why)]
    if "anyOf" in schema and \
            all(errors(value, s, root, path) for s in schema["anyOf"]):
        return ["%s: no schema of anyOf matches" % path]
    if "type" in schema:
        names = schema["type"]
        names = [names] if isinstance(names, str) else names
        if not any(is_type(value, t) for t in names):
            return ["%s: %r is not %s" % (path, value, "/".join(names))]
    found = []
    if "const" in schema and value != schema["const"]:
        found.append("%s: %r is not %r" % (path, value, schema["const"]))
    if "enum" in schema and value not in schema["enum"]:
        found.append("%s: %r not in %r" % (path, value, schema["enum"]))
    if is_type(value, "number"):
        if value < schema.get("minimum", value):
            found.append("%s: %r < %r" % (path, value, schema["minimum"]))
        if value > schema.get("maximum", value):
            found.append("%s: %r > %r" % (path, value, schema["maximum"]))
    if isinstance(value, str) and "pattern" in schema and \
            not re.search(schema["pattern"], value):
        found.append("%s: %r does not match %s" %
                     (path, value, schema["pattern"]))
    if isinstance(value, list) and "items" in schema:
        for i, v in enumerate(value):
            found += errors(v, schema["items"], root, "%s[%d]" % (path, i))
    if isinstance(value, dict):
        props = schema.get("properties", {})
        extra = schema.get("additionalProperties", True)
        for key in schema.get("required", []):
            if key not in value:
                found.append("%s: no %r" % (path, key))
        for key, v in value.items():
            if key in props:
                found += errors(v, props[key], root, path + "." + key)
            elif extra is False:
                found.append("%s: %r is not in the schema" % (path, key))
            elif isinstance(extra, dict):
                found += errors(v, extra, root, path + "." + key)
    return found


def validate(obj, root, mode, where):
    """Raise AssertionError unless 'obj' is an object of 'mode'."""
    found = errors(obj, {"$ref": "#/$defs/mode_" + mode}, root)
    assert not found, (where, found[:3])
