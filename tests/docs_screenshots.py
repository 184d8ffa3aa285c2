"""Refresh the screenshots of docs/web.md (docs/img/web-*.png) in headless Chromium.

    PYTHONPATH=. python tests/docs_screenshots.py

The real app (real question answerer and engine) on a loopback port, Debian's chromium and
chromedriver driven by Selenium, as in tests/test_browser.py. Not a test: it only writes the
pictures; look at them before committing.
"""
from __future__ import annotations

import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tests"))

from test_browser import CHROMIUM, DRIVER  # noqa: E402
from test_web_support import TIE_YAML, LiveServer  # noqa: E402

OUT = ROOT / "docs" / "img"
SCENARIOS = ROOT / "tests" / "scenarios" / "options"


class Pages:
    """A browser on the app, with the few moves the pictures need."""

    def __init__(self) -> None:
        from selenium import webdriver
        from selenium.webdriver.chrome.options import Options
        from selenium.webdriver.chrome.service import Service

        from web import create_app
        self.live = LiveServer(create_app())
        opts = Options()
        opts.binary_location = CHROMIUM
        for flag in ("--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars",
                     f"--user-data-dir={tempfile.mkdtemp(prefix='resolver-shots-')}"):
            opts.add_argument(flag)
        self.driver = webdriver.Chrome(service=Service(DRIVER), options=opts)

    def close(self) -> None:
        self.driver.quit()
        self.live.close()

    def size(self, width: int, height: int) -> None:
        self.driver.set_window_size(width, height)

    def go(self, path: str) -> None:
        self.driver.get(self.live.url + path)

    def find(self, element_id: str):
        from selenium.webdriver.common.by import By
        return self.driver.find_element(By.ID, element_id)

    def click(self, element_id: str) -> None:
        """Click a button and wait for the next page."""
        from selenium.common.exceptions import WebDriverException
        from selenium.webdriver.common.by import By
        old = self.driver.find_element(By.TAG_NAME, "html")
        self.find(element_id).click()
        for _ in range(150):
            try:
                _ = old.tag_name
            except WebDriverException:
                break
            time.sleep(0.1)
        time.sleep(0.3)

    def paste(self, text: str, button: str) -> None:
        self.go("/workbench")
        self.driver.execute_script("arguments[0].value = arguments[1];", self.find("yaml"), text)
        self.click(button)

    def shot(self, name: str, element_id: str | None = None) -> None:
        if element_id:
            self.driver.execute_script("document.getElementById(arguments[0]).scrollIntoView();", element_id)
        time.sleep(0.2)
        self.driver.save_screenshot(str(OUT / name))
        print("wrote", OUT / name)


def main() -> None:
    p = Pages()
    try:
        p.size(1400, 857)
        p.go("/?q=Does+the+Silencer+stop+the+Dictator%3F&edition=mayfair")
        p.shot("web-ask.png")
        p.go("/?q=What+is+the+hand+size%3F&edition=mayfair")
        p.shot("web-ask-editions.png", "answer")
        p.go("/?q=Does+the+Silencer+block+the+Will%3F&edition=mayfair")
        p.shot("web-ask-depends.png", "answer")
        p.go("/?q=Can+the+Amoeba+use+the+Will%3F&edition=mayfair")
        p.shot("web-ask-unknown.png", "answer")
        p.go("/powers/Silencer")
        p.shot("web-power-silencer-drawing.png", "drawing")
        p.go("/powers/Insect")
        p.shot("web-power-insect.png")
        p.go("/rules/ruling:more.15.4.blocks.dictator")
        p.shot("web-rule-page.png")
        p.paste((SCENARIOS / "l27_lucre_bribe_an_ally.yaml").read_text(), "load-yaml")
        p.shot("web-workbench-form.png", "builder")
        p.go("/workbench")
        p.click("simulate-form")
        p.shot("web-workbench-table.png")
        for name, scenario in (("limbo", "h17_worldships_limbo_both_released.yaml"),
                               ("lucre-moons", "l07_lucre_income_counts_moon.yaml"),
                               ("kicker", "k04_both_kickers.yaml")):
            p.paste((SCENARIOS / scenario).read_text(), "simulate-yaml")
            p.shot(f"web-workbench-{name}.png", "pictures")
        p.paste(TIE_YAML.replace("launch: {tan: 3}", "launch: {tan: 3"), "simulate-yaml")
        p.shot("web-workbench-bad-yaml.png")
        p.go("/workbench")
        p.find("offense_allies").clear()
        p.find("offense_allies").send_keys("lavender:5")
        p.click("simulate-form")
        p.shot("web-workbench-refused.png")
        p.size(1280, 900)
        p.go("/workbench")
        p.shot("web-workbench-1280.png")
        p.size(390, 844)
        p.go("/workbench")
        p.shot("web-workbench-390.png")
        p.click("simulate-form")
        p.shot("web-workbench-outcome-390.png")
        p.go("/")
        p.find("q").send_keys("Does the Silencer stop the Will?")
        p.click("ask-button")
        p.shot("web-ask-answer-390.png")
        p.go("/powers/Insect")
        p.shot("web-power-insect-390.png")
    finally:
        p.close()


if __name__ == "__main__":
    main()
