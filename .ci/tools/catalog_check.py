#!/usr/bin/env python3
"""Checks what DocC does not: that the catalog curates every public type and
that the validation article covers every problem kind.

usage: catalog_check.py <catalog> <symbol-graph-dir> <archive> <module>...

1. Every top-level public symbol of each module (types, protocols, free
   functions) is listed in a `## Topics` group of that module's page (the
   catalog page titled ``Module``: FluentAlert.md, Extensions/<Module>.md),
   as ``Name`` or ``Module/Name``. DocC would otherwise file it silently
   under an automatic "Structures"/"Enumerations" group.
2. Every article is listed in a `## Topics` group (as <doc:Name>), so none
   is left out of the navigation.
3. A type curated by an Extensions/ page (``FluentAlert/Dialog``) has no
   member left in an automatic group ("Instance Methods", …) of its rendered
   page: a member added later must be placed in one of its task groups.
4. Every case of DialogProblem.Kind has a section in
   Articles/ValidationRules.md that links ``DialogProblem/Kind/<case>`` and
   a ```swift example that names `.<case>` (50-snippets runs them), so the
   article cannot fall behind the rules.
"""
import json
import pathlib
import re
import sys

LINK = re.compile(r"^\s*-\s+``([^`]+)``")


def module_pages(catalog):
    pages = {}
    for page in catalog.rglob("*.md"):
        first = page.read_text().splitlines()[:1]
        if first and (match := re.match(r"^# ``([A-Za-z0-9_]+)``\s*$", first[0])):
            pages[match.group(1)] = page
    return pages


def curated(page):
    names = set()
    if page is not None:
        in_topics = False
        for line in page.read_text().splitlines():
            if line.startswith("## "):
                in_topics = line.strip() == "## Topics"
            elif in_topics and (match := LINK.match(line)):
                names.add(match.group(1))
    return {base(name.split("/")[-1]) for name in names if name.count("/") <= 1}


def base(name):
    return name.split("(")[0].split("-")[0]


def main(argv):
    catalog, graphs, archive = pathlib.Path(argv[1]), pathlib.Path(argv[2]), pathlib.Path(argv[3])
    modules = argv[4:]
    pages = module_pages(catalog)
    missing, kinds = [], []
    top_level = 0
    for module in modules:
        graph = json.loads((graphs / f"{module}.symbols.json").read_text())
        listed_bases = curated(pages.get(module))
        for symbol in graph["symbols"]:
            path = symbol["pathComponents"]
            if len(path) != 1 or symbol["accessLevel"] not in ("public", "open"):
                continue
            top_level += 1
            if base(path[0]) not in listed_bases:
                missing.append(f"{module}.{path[0]} ({symbol['kind']['displayName']})")
        if module == "FluentAlert":
            kinds = [s["pathComponents"][-1] for s in graph["symbols"]
                     if s["pathComponents"][:2] == ["DialogProblem", "Kind"]
                     and len(s["pathComponents"]) == 3
                     and s["kind"]["identifier"] == "swift.enum.case"]
    in_topics = set()
    for page in catalog.rglob("*.md"):
        topics = False
        for line in page.read_text().splitlines():
            if line.startswith("## "):
                topics = line.strip() == "## Topics"
            elif topics and (match := re.match(r"^\s*-\s+<doc:([^>]+)>", line)):
                in_topics.add(match.group(1))
    stray = []
    for page in (catalog / "Extensions").glob("*.md"):
        first = page.read_text().splitlines()[0]
        match = re.match(r"^# ``([A-Za-z0-9_]+)/([A-Za-z0-9_/]+)``", first)
        if not match:
            continue
        rendered = archive / "data" / "documentation" / match.group(1).lower()
        rendered = rendered.joinpath(*match.group(2).lower().split("/")).with_suffix(".json")
        for section in json.loads(rendered.read_text()).get("topicSections", []):
            if section.get("generated") and section.get("title") != "Default Implementations":
                stray += [f"{match.group(1)}/{match.group(2)}: {i.split('/')[-1]} "
                          f"(in the automatic group {section.get('title')!r}; add it to {page})"
                          for i in section["identifiers"]]
    articles = sorted(p.stem for p in (catalog / "Articles").glob("*.md"))
    orphans = [name for name in articles if name not in in_topics]
    article = (catalog / "Articles" / "ValidationRules.md")
    text = article.read_text() if article.is_file() else ""
    code = "\n".join(re.findall(r"```swift\n(.*?)```", text, re.S))
    uncovered = [k for k in kinds if f"``DialogProblem/Kind/{k}``" not in text
                 or not re.search(rf"\.{k}\b", code)]
    print(f"catalog: {top_level - len(missing)} of {top_level} top-level public symbols curated "
          f"in a Topics section; {len(kinds) - len(uncovered)} of {len(kinds)} problem kinds "
          f"explained in {article}; {len(articles) - len(orphans)} of {len(articles)} articles "
          f"in a Topics group")
    for name in orphans:
        print(f"  not in any Topics group: <doc:{name}>")
    for member in stray:
        print(f"  not curated: {member}")
    if missing:
        print("  not curated (add to a ## Topics group of the module's page: FluentAlert.md, "
              "or Extensions/<Module>.md titled # ``<Module>``):")
    for name in missing:
        print(f"    {name}")
    for kind in uncovered:
        print(f"  not explained: DialogProblem.Kind.{kind} -- add a section with an example "
              f"to {article}")
    return 1 if missing or uncovered or orphans or stray else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
