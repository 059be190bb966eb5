"""The HTML report in a real browser: headless Chromium (Debian's), driven by
Playwright for Python, checks what only a browser can tell.

Run by `make test` after `swift test` (the debug binary is built), with the
virtual environment that `scripts/setup test` makes (.build/venv):

    .build/venv/bin/python Tests/browser/report_test.py

It audits a few real dumps from ../shared/imports (TAPPLAY_SHARED_IMPORTS
moves it; absent, the test says so and is skipped) and a scene whose name,
labels and file name hold markup, and checks: the report loads with no
request outside the file; --jobs 1 and --jobs 4 write the same bytes; each
filter hides and shows the right findings; every screen has its picture,
rendered with a size, and as many findings as --json reports; the keyboard
reaches and works the filters, with a visible focus ring; the print view
hides the navigation; axe-core (from the axe-playwright-python package)
reports no violation. Its last line is `browser: N passed, N failed`.
"""
import json
import os
import pathlib
import shutil
import subprocess
import sys
import tempfile
import time

ROOT = pathlib.Path(__file__).resolve().parents[2]
BINARY = ROOT / ".build/debug/tapplay"
SHARED = pathlib.Path(os.environ.get("TAPPLAY_SHARED_IMPORTS") or ROOT.parent / "shared/imports")
# A few real screens of different formats and platforms (one picture panel or two).
DUMPS = [
    "maestro/solidi-ios-iphone15pro-login.txt",
    "uiautomator-xml/shirates-appium-android-settings-top.txt",
    "compose/kuopingl-blog-tip-calculator-printtolog-logcat.txt",
    "appium-xml/shirates-ios-settings-top.txt",
    "recursive-description/sentry-uiswitch.txt",
    "xcuitest-debugdescription/zjh-login-po-app-full.txt",
    "espresso/libon-robolectric-espresso-dialog-320x470.txt",
]
CHROMIUMS = ["/usr/lib/chromium/chromium-headless-shell", "/usr/bin/chromium-headless-shell",
             "/usr/lib/chromium/chromium", "/usr/bin/chromium"]
# A scene whose file name, name and labels are markup: the page must show them as text.
HOSTILE_NAME = "we<i>rd&\"q'.yaml"
HOSTILE = """name: "<script>alert(1)</script> & \\"q\\" 'x'"
canvas: [200, 200]
views:
  - id: reply
    frame: [10, 10, 50, 50]
    tappable: true
    label: "<script>alert(2)</script> & \\"y\\" 'z'"
  - id: boost
    frame: [64, 10, 40, 50]
    hitInsets: { top: 0, left: 0, bottom: 0, right: 10 }
    tappable: true
"""

passed = 0
failed = 0
skipped = 0


def check(name, ok, detail=""):
    global passed, failed
    if ok:
        passed += 1
        print(f"ok   {name}")
    else:
        failed += 1
        print(f"FAIL {name}" + (f": {detail}" if detail else ""))


def finish():
    print(f"browser: {passed} passed, {failed} failed" + (f", {skipped} skipped" if skipped else ""))
    sys.exit(1 if failed else 0)


def tapplay(args, cwd):
    r = subprocess.run([str(BINARY)] + args, cwd=cwd, capture_output=True)
    if r.returncode not in (0, 1):
        raise SystemExit(f"tapplay {' '.join(args)} failed ({r.returncode}): {r.stderr.decode(errors='replace')}")
    return r


def axe_source():
    import axe_playwright_python
    return (pathlib.Path(axe_playwright_python.__file__).parent / "axe.min.js").read_text(encoding="utf-8")


def main():
    if not SHARED.is_dir():
        global skipped
        print(f"browser: skipped: {SHARED} is not there (TAPPLAY_SHARED_IMPORTS sets where it is looked for)")
        skipped = 1
        return
    if not BINARY.exists():
        raise SystemExit(f"browser: {BINARY} is missing: run swift build first")
    chromium = os.environ.get("TAPPLAY_CHROMIUM") or next((c for c in CHROMIUMS if os.access(c, os.X_OK)), None)
    if chromium is None:
        raise SystemExit("browser: no Chromium found (scripts/setup test installs chromium-headless-shell)")
    from playwright.sync_api import sync_playwright

    started = time.monotonic()
    work = pathlib.Path(tempfile.mkdtemp(prefix="tapplay-browser."))
    try:
        check_reports(work, chromium, started)
    finally:
        shutil.rmtree(work, ignore_errors=True)


def check_reports(work, chromium, started):
    from playwright.sync_api import sync_playwright
    (work / HOSTILE_NAME).write_text(HOSTILE, encoding="utf-8")
    scenes = [str(SHARED / d) for d in DUMPS if (SHARED / d).is_file()] + [HOSTILE_NAME]
    check("the chosen dumps are there", len(scenes) == len(DUMPS) + 1, f"{len(scenes) - 1} of {len(DUMPS)}")

    # The same bytes whatever the jobs: no timestamp, no order of completion.
    reports = {}
    for jobs in (1, 4):
        out = work / f"report-{jobs}.html"
        tapplay(["audit", *scenes, "--jobs", str(jobs), "--reporter", "html", "--output", out.name], work)
        reports[jobs] = out.read_bytes()
    check("--jobs 1 and --jobs 4 write the same bytes", reports[1] == reports[4])
    html = reports[1].decode("utf-8")
    check("no <script> in the file", "<script" not in html.lower().replace("&lt;script", ""))

    # How many findings --json reports per scene, to compare with each section's table.
    lines = tapplay(["audit", *scenes, "--json"], work).stdout.decode().splitlines()
    per_scene = [0] * len(scenes)
    for line in lines:
        per_scene[scenes.index(json.loads(line)["scene"])] += 1

    url = (work / "report-1.html").as_uri()
    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path=chromium, args=["--no-sandbox"])
        page = browser.new_page(viewport={"width": 1280, "height": 900})
        requests = []
        page.on("request", lambda r: requests.append(r.url))

        def route(r):
            if r.request.url == url:
                r.continue_()
            else:
                r.abort()
        page.route("**/*", route)
        page.goto(url)
        page.wait_for_load_state("load")
        outside = [u for u in requests if u != url]
        check("loads with no request outside the file", requests == [url] or not outside, ", ".join(outside[:5]))
        check("no script element in the page", page.evaluate("document.scripts.length") == 0)
        title = page.evaluate("document.querySelector('#screen-8-h').textContent")
        check("markup in a scene's name is shown as text", "<script>alert(1)</script> & \"q\" 'x'" in title, title)

        # One section per scene, its picture rendered, as many rows as --json reports.
        sections = page.locator("section.screen")
        check("one section per scene", sections.count() == len(scenes), f"{sections.count()} for {len(scenes)}")
        for k in range(sections.count()):
            s = sections.nth(k)
            box = s.locator("svg.picture").bounding_box()
            rows = s.locator("tr.finding").count()
            ok = box is not None and box["width"] > 50 and box["height"] > 50 and rows == per_scene[k]
            check(f"screen {k + 1}: its picture drawn and its {per_scene[k]} findings listed", ok,
                  f"picture {box}, {rows} rows")

        # Every filter: open the kind groups, choose each button, compare what shows.
        for summary in page.locator("details.kind-group > summary").all():
            summary.click()
        # Shown: neither it nor an ancestor is display: none (checkVisibility misses an SVG <g>'s own).
        visible = """(cls) => [...document.querySelectorAll('.finding')].map(e => {
            let shown = true;
            for (let x = e; x; x = x.parentElement) if (getComputedStyle(x).display === 'none') shown = false;
            return [e.classList.contains(cls), shown];
        })"""
        radios = page.locator(".filters input[type=radio]")
        filters = [(radios.nth(k).get_attribute("name"), radios.nth(k).get_attribute("value"), radios.nth(k).get_attribute("id"))
                   for k in range(radios.count())]
        prefix = {"kind": "k-", "policy": "p-", "certainty": "c-"}
        for name, value, id in filters:
            if value == "all":
                continue
            page.click(f"label[for='{id}']")
            shown = page.evaluate(visible, prefix[name] + value)
            wrong = [k for k, (match, seen) in enumerate(shown) if match != seen]
            check(f"filter {name} = {value}: its {sum(m for m, _ in shown)} rows and marks shown, the others hidden",
                  not wrong and len(shown) > 0, f"{len(wrong)} of {len(shown)} wrong")
            page.click(f"label[for='filter-{name}-all']")
        shown = page.evaluate(visible, "finding")
        check("every filter back on all: every finding shown", all(seen for _, seen in shown))

        # The keyboard: Tab reaches the filters with a visible ring; arrows choose.
        page.focus("#filter-kind-all")
        page.keyboard.press("ArrowRight")
        focused = page.evaluate("[document.activeElement.id, document.activeElement.checked, "
                                "getComputedStyle(document.activeElement).outlineStyle]")
        check("arrow keys choose a filter, with a visible focus ring",
              focused[0] != "filter-kind-all" and focused[1] and focused[2] not in ("none", ""), str(focused))
        page.click("label[for='filter-kind-all']")
        page.evaluate("document.activeElement.blur()")
        reached = set()
        for _ in range(12):
            page.keyboard.press("Tab")
            reached.add(page.evaluate("document.activeElement.tagName"))
        check("Tab goes through the page's links", "A" in reached, str(reached))

        # Print: no navigation, no filters, every screen still there.
        page.emulate_media(media="print")
        hidden = page.evaluate("[getComputedStyle(document.querySelector('nav')).display, "
                               "getComputedStyle(document.querySelector('#filters')).display, "
                               "document.querySelectorAll('section.screen svg.picture').length]")
        check("the print view leaves out the navigation and filters", hidden[:2] == ["none", "none"] and hidden[2] == len(scenes), str(hidden))
        page.emulate_media(media="screen")

        # axe-core, injected after the checks above (the page has no script of its own).
        page.add_script_tag(content=axe_source())
        result = page.evaluate("""async () => {
            const r = await axe.run(document, {resultTypes: ['violations']});
            return r.violations.map(v => v.id + ' (' + v.impact + '): ' + v.help + ' at '
                + v.nodes.slice(0, 3).map(n => n.target.join(' ')).join(', '));
        }""")
        check("axe-core reports no violation", not result, "; ".join(result))
        browser.close()
    print(f"browser: the report of {len(scenes)} screens, {len(html) // 1024} KiB, checked in "
          f"{time.monotonic() - started:.1f} s")


if __name__ == "__main__":
    try:
        main()
    except SystemExit as e:
        if e.code not in (None, 0):
            print(e.code if isinstance(e.code, str) else f"browser: stopped ({e.code})")
            failed += 1
    finish()
