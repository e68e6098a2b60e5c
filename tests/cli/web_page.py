"""Opens a walk-through page of `gametree analyze --html` in headless
Chromium (through chromedriver and Selenium) at #step=STEP, reads what the
page shows, presses the right arrow, reads it again, and prints both
readings and the browser console's messages as one JSON object.

Usage: python3 web_page.py PAGE.html STEP

Exit status 3, with the reason on stderr, when Selenium, chromium or
chromedriver is missing (tests/cli/web_page.rs skips then, except on CI).
"""

import json
import pathlib
import shutil
import sys

MISSING = 3


def missing(what):
    print(f"missing: {what}", file=sys.stderr)
    sys.exit(MISSING)


try:
    from selenium import webdriver
    from selenium.webdriver.chrome.options import Options
    from selenium.webdriver.chrome.service import Service
    from selenium.webdriver.common.action_chains import ActionChains
    from selenium.webdriver.common.keys import Keys
    from selenium.webdriver.support.ui import WebDriverWait
except ImportError:
    missing("the Python module selenium")

CHROMIUM = shutil.which("chromium") or shutil.which("chromium-browser")
DRIVER = shutil.which("chromedriver")
if CHROMIUM is None:
    missing("chromium")
if DRIVER is None:
    missing("chromedriver (Debian's chromium-driver)")

# What the page shows: the address's step, the counter, the narration,
# the tree's node marked current, the current node's name, the line of
# pseudocode marked current, and the slider's place.
READ = """
const current = document.querySelector('#tree [aria-current]');
const line = document.querySelector('#code li[aria-current] code');
return {
  hash: window.location.hash,
  counter: document.getElementById('counter').textContent,
  narration: document.getElementById('narration').textContent,
  node: current ? current.getAttribute('data-node') : null,
  name: document.getElementById('current').textContent,
  line: line ? line.textContent : null,
  slider: document.getElementById('slider').value,
  live: document.getElementById('narration').getAttribute('aria-live'),
};
"""


def main():
    page = pathlib.Path(sys.argv[1]).resolve()
    step = int(sys.argv[2])
    options = Options()
    options.binary_location = CHROMIUM
    for argument in ["--headless=new", "--no-sandbox", "--disable-gpu", "--window-size=1280,720"]:
        options.add_argument(argument)
    options.set_capability("goog:loggingPrefs", {"browser": "ALL"})
    driver = webdriver.Chrome(service=Service(executable_path=DRIVER), options=options)
    try:
        driver.get(page.as_uri() + f"#step={step}")
        wait = WebDriverWait(driver, 20)
        wait.until(lambda d: d.execute_script("return document.getElementById('narration').textContent !== ''"))
        opened = driver.execute_script(READ)
        ActionChains(driver).send_keys(Keys.ARROW_RIGHT).perform()
        wait.until(lambda d: d.execute_script(READ)["counter"] != opened["counter"])
        after_right = driver.execute_script(READ)
        console = [
            {"level": entry.get("level"), "message": entry.get("message")}
            for entry in driver.get_log("browser")
        ]
    finally:
        driver.quit()
    print(json.dumps({"opened": opened, "after_right": after_right, "console": console}))


main()
