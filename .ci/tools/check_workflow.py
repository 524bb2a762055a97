"""Checks the published CI workflow against the package it tests (see .ci/checks/14-workflow.sh).

Usage: check_workflow.py WORKFLOW PACKAGE_JSON README
"""

import json
import os
import re
import shlex
import sys

import yaml


def fail(message):
    print(f"workflow: {message}")
    sys.exit(1)


def steps_text(job):
    """Every `run:` of a job, joined, with line continuations undone."""
    return "\n".join(step.get("run", "") for step in job.get("steps", [])).replace("\\\n", " ")


def main(workflow_path, package_path, readme_path):
    try:
        workflow = yaml.safe_load(open(workflow_path))
    except yaml.YAMLError as error:
        fail(f"{workflow_path} does not parse: {error}")
    package = json.load(open(package_path))
    readme = open(readme_path).read()
    jobs = workflow.get("jobs") or fail("no jobs")
    for name in ("linux", "macos", "ios"):
        if name not in jobs:
            fail(f"no `{name}` job")

    linux, macos, ios = jobs["linux"], jobs["macos"], jobs["ios"]
    if "CI=true bash .ci/run" not in steps_text(linux):
        fail("the Linux job does not run `CI=true bash .ci/run`")
    for command in ("swift build --build-tests", "swift test"):
        if command not in steps_text(macos):
            fail(f"the macOS job does not run `{command}`")
    if not str(macos.get("runs-on", "")).startswith("macos"):
        fail("the macOS job does not run on macOS")
    devices = ios.get("strategy", {}).get("matrix", {}).get("device", [])
    if sorted(devices) != ["iPad", "iPhone"]:
        fail(f"the iOS job runs on {devices}, not on an iPhone and an iPad")

    # Schemes and test targets: SwiftPM names the scheme of a package with several products
    # `<name>-Package`; `-only-testing:` names test targets.
    tests = {t["name"] for t in package["targets"] if t["type"] == "test"}
    scheme = package["name"] + "-Package"
    run = steps_text(ios)
    words = shlex.split(run.replace("$(", "( ").replace('"', " "))
    schemes = [words[i + 1] for i, word in enumerate(words) if word == "-scheme"]
    if schemes != [scheme]:
        fail(f"the iOS job uses scheme(s) {schemes}; the package's is {scheme}")
    named = [word.split(":", 1)[1] for word in words if word.startswith("-only-testing:")]
    if sorted(named) != ["FluentAlertSwiftUITests", "FluentAlertUIKitTests"]:
        fail(f"the iOS job runs {named}, not the UIKit and SwiftUI shell tests")
    for target in named:
        if target not in tests:
            fail(f"`{target}` is not a test target of the package")
    # The shells' tests Apple platforms run (the rest are in ShimOnly/, which they exclude).
    for target in ("FluentAlertUIKitTests", "FluentAlertAppKitTests"):
        shell = os.path.join("Tests", target, "Shell")
        if not any(name.endswith(".swift") for name in os.listdir(shell)):
            fail(f"{shell} has no tests for Apple platforms to run")

    # Scripts it runs exist.
    for job in (linux, macos, ios):
        for script in re.findall(r"bash (\S+\.sh)", steps_text(job)):
            if not os.path.isfile(script):
                fail(f"it runs {script}, which does not exist")

    # Versions: the README's minimum Swift is the Linux image's and the one the Xcode jobs
    # require; the README says the Xcode jobs use the current Xcode, as they do.
    stated = re.search(r"needs a\s+Swift (\d+\.\d+) toolchain", readme)
    if not stated:
        fail("README.md does not state the Swift toolchain it needs")
    minimum = str(workflow.get("env", {}).get("MINIMUM_SWIFT"))
    image = re.fullmatch(r"swift:(\d+\.\d+)(?:-\w+)?", str(linux.get("container", "")))
    if not image:
        fail(f"the Linux job's container {linux.get('container')!r} is not a swift:X.Y image")
    versions = {"README": stated.group(1), "MINIMUM_SWIFT": minimum, "Linux image": image.group(1)}
    if len(set(versions.values())) != 1:
        fail(f"Swift versions differ: {versions}")
    for job in (macos, ios):
        setup = [s for s in job["steps"] if "setup-xcode" in str(s.get("uses", ""))]
        if not setup or setup[0].get("with", {}).get("xcode-version") != "latest-stable":
            fail("an Xcode job does not select the current Xcode (latest-stable)")
        if 'minimum-swift.sh "$MINIMUM_SWIFT"' not in steps_text(job):
            fail("an Xcode job does not check that its Swift is the README's or newer")
    if not re.search(r"current\s+Xcode", readme):
        fail("README.md does not say CI uses the current Xcode")
    print(
        f"workflow: 3 jobs; scheme {scheme}; {len(named)} shell test targets on iPhone and iPad; "
        f"Swift {minimum} everywhere")


if __name__ == "__main__":
    main(*sys.argv[1:4])
