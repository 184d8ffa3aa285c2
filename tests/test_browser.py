"""Browser tests in headless Chromium (Debian's chromium + chromedriver, driven by Selenium):
ask a question, open a rule page, use the workbench, paste bad YAML. Screenshots of each
page go to test-artifacts/screenshots/.

Skipped, with the reason, only when Chromium or its driver is not installed.
The pages are served by a real waitress server on a loopback port; the real backends are
used where they are built (the stand-ins of test_web_support fill in for the others).
"""
from __future__ import annotations

import os
import shutil
import tempfile
from pathlib import Path

import pytest
from test_web_support import TIE_YAML, HybridOracle, LiveServer, StandInOracle

from web import create_app

CHROMIUM = shutil.which("chromium") or "/usr/bin/chromium"
DRIVER = shutil.which("chromedriver") or "/usr/bin/chromedriver"
ARTIFACTS = Path(__file__).resolve().parent.parent / "test-artifacts" / "screenshots"
FLAGS = ("--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
         "--disable-background-networking", "--disable-component-update", "--disable-sync",
         "--disable-dev-shm-usage", "--window-size=1400,1000")

os.environ.setdefault("SE_OFFLINE", "true")  # never let Selenium Manager download a driver

pytestmark = pytest.mark.skipif(not (os.path.exists(CHROMIUM) and os.path.exists(DRIVER)),
                                reason="chromium and chromedriver are not installed "
                                       "(apt-get install chromium chromium-driver; .ci/run does)")


@pytest.fixture(scope="module")
def server(oracle):
    live = LiveServer(create_app({"ORACLE": HybridOracle(oracle, StandInOracle(oracle.rules))}))
    yield live
    live.close()


@pytest.fixture(scope="module")
def browser():
    webdriver = pytest.importorskip("selenium.webdriver")
    from selenium.webdriver.chrome.options import Options
    from selenium.webdriver.chrome.service import Service
    profile = tempfile.mkdtemp(prefix="resolver-chromium-")
    opts = Options()
    opts.binary_location = CHROMIUM
    for flag in (*FLAGS, f"--user-data-dir={profile}"):
        opts.add_argument(flag)
    driver = webdriver.Chrome(service=Service(DRIVER), options=opts)
    driver.set_page_load_timeout(30)
    yield driver
    driver.quit()
    shutil.rmtree(profile, ignore_errors=True)


def shot(driver, name: str, full: bool = True, element_id: str | None = None) -> Path:
    """A screenshot saved as a test artifact: the whole page (up to 4000 px), or the window
    scrolled to one element."""
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    path = ARTIFACTS / f"{name}.png"
    if element_id:
        driver.execute_script("document.getElementById(arguments[0]).scrollIntoView();", element_id)
    if not full:
        driver.save_screenshot(str(path))
        return path
    height = driver.execute_script("return Math.min(document.documentElement.scrollHeight, 4000)")
    driver.set_window_size(1400, max(700, height))
    driver.save_screenshot(str(path))
    driver.set_window_size(1400, 1000)
    return path


def submit(driver, element, how: str = "click") -> None:
    """Click (or submit) and wait until the next page has replaced this one."""
    from selenium.webdriver.common.by import By
    from selenium.webdriver.support import expected_conditions
    from selenium.webdriver.support.ui import WebDriverWait
    old = driver.find_element(By.TAG_NAME, "html")
    getattr(element, how)()
    WebDriverWait(driver, 30).until(expected_conditions.staleness_of(old))


def test_ask_a_question_and_follow_a_citation(server, browser):
    from selenium.webdriver.common.by import By
    browser.get(server.url + "/")
    box = browser.find_element(By.ID, "q")
    box.send_keys("Does the Silencer stop the Dictator?")
    submit(browser, browser.find_element(By.ID, "ask-button"))
    verdict = browser.find_element(By.ID, "verdict")
    assert verdict.text.strip().split()[0] in {"YES", "NO", "DEPENDS", "VALUE", "TEXT"}
    if server.app.extensions["resolver.oracle"].used.get("ask") == "stand-in":
        assert verdict.text.strip() == "YES"
    links = browser.find_elements(By.CSS_SELECTOR, "#answer a.citation-link")
    assert links, "the answer shows no citation link"
    assert any("15.4" in link.text for link in links)
    shot(browser, "ask")
    target = next(link for link in links if "15.4" in link.text)
    submit(browser, target)
    assert browser.current_url.endswith("/sections/mce/15.4")
    assert "Silencer Ambiguity" in browser.find_element(By.TAG_NAME, "h1").text


def test_example_question_link_works_without_typing(server, browser):
    from selenium.webdriver.common.by import By
    browser.get(server.url + "/")
    submit(browser, browser.find_elements(By.CSS_SELECTOR, "a.example")[0])
    assert browser.find_element(By.ID, "verdict").is_displayed()
    assert browser.find_element(By.ID, "q").get_attribute("value")


def test_power_page_shows_the_graph_drawing(server, browser):
    from selenium.webdriver.common.by import By
    browser.get(server.url + "/powers/Silencer")
    svg = browser.find_element(By.CSS_SELECTOR, "#drawing svg.graph")
    assert svg.size["width"] > 500 and svg.size["height"] > 200
    nodes = browser.find_elements(By.CSS_SELECTOR, "#drawing [data-node='power:Dictator']")
    assert nodes, "the Dictator (blocked by the Silencer, MCE 15.4) is not drawn"
    assert browser.find_elements(By.CSS_SELECTOR, "#drawing path.edge-blocks")
    assert browser.find_elements(By.CSS_SELECTOR, "#drawing path.edge-does-not-block")
    assert browser.find_elements(By.CSS_SELECTOR, "#drawing path.edge-conditional")  # the Will
    shot(browser, "power-silencer")
    shot(browser, "power-silencer-drawing", full=False, element_id="drawing")
    browser.get(server.url + "/rules/ruling:more.15.4.blocks.dictator")
    assert browser.find_elements(By.CSS_SELECTOR, "#drawing svg.graph [data-node='power:Silencer']")
    shot(browser, "rule-page")


def test_search_box_finds_a_power_by_alias(server, browser):
    from selenium.webdriver.common.by import By
    browser.get(server.url + "/")
    field = browser.find_element(By.CSS_SELECTOR, "header form.search input[name=q]")
    field.send_keys("philanthropist")
    submit(browser, field, "submit")
    submit(browser, browser.find_element(By.LINK_TEXT, "Philantropist"))
    assert "/powers/Philantropist" in browser.current_url


def test_workbench_form_simulates_and_draws_the_table(server, browser):
    from selenium.webdriver.common.by import By
    browser.get(server.url + "/workbench")
    # the form opens with Simply Cosmic's tie (Stage 8, situation A); change nothing but check it
    assert browser.find_element(By.ID, "launch").get_attribute("value") == "3"
    submit(browser, browser.find_element(By.ID, "simulate-form"))
    errors = browser.find_elements(By.ID, "error")
    assert not errors, errors[0].text if errors else ""
    assert browser.find_element(By.ID, "winner").text == "defense"
    assert browser.find_element(By.ID, "totals").text == "offense 13 · defense 13"
    pictures = browser.find_elements(By.CSS_SELECTOR, "#pictures svg.table-picture")
    assert len(pictures) == 2
    assert browser.find_elements(By.CSS_SELECTOR, "#pictures svg [data-planet='pink:1']")
    assert browser.find_elements(By.CSS_SELECTOR, "#trace li")
    shot(browser, "workbench-simulate")
    shot(browser, "workbench-table", full=False, element_id="outcome")


def test_workbench_check_and_edit_as_yaml(server, browser):
    from selenium.webdriver.common.by import By
    browser.get(server.url + "/workbench")
    submit(browser, browser.find_element(By.ID, "edit-form"))
    text = browser.find_element(By.ID, "yaml").get_attribute("value")
    assert "launch: {tan: 3}" in text and "winner: defense" in text
    submit(browser, browser.find_element(By.ID, "check-yaml"))
    assert browser.find_element(By.CSS_SELECTOR, "#check .verdict").text in {"PASSED", "FAILED"}
    shot(browser, "workbench-check")


def test_workbench_bad_yaml_shows_a_clear_error(server, browser):
    from selenium.webdriver.common.by import By
    browser.get(server.url + "/workbench")
    box = browser.find_element(By.ID, "yaml")
    box.send_keys(TIE_YAML.replace("launch: {tan: 3}", "launch: {tan: 3"))
    submit(browser, browser.find_element(By.ID, "simulate-yaml"))
    error = browser.find_element(By.ID, "error").text
    assert "malformed-yaml" in error and "line" in error
    assert "Traceback" not in browser.page_source
    shot(browser, "workbench-bad-yaml")


def test_answers_that_differ_by_edition_or_depend(server, browser):
    """Hand size: 7 in Mayfair (Simply Cosmic, Setup), 8 in FFG; the Silencer and the Will depend
    on the colours on the target base (MCE 15.4). Checked with the real question answerer."""
    from selenium.webdriver.common.by import By
    from selenium.webdriver.support.ui import WebDriverWait
    browser.get(server.url + "/?q=What+is+the+hand+size%3F&edition=mayfair")
    if server.app.extensions["resolver.oracle"].used.get("ask") != "real":
        pytest.skip("the question answerer (resolver.ask) is not built yet")
    WebDriverWait(browser, 10).until(lambda d: d.find_element(By.ID, "verdict"))
    assert browser.find_element(By.ID, "verdict").text.split() == ["VALUE", "7"]
    panels = {p.find_element(By.TAG_NAME, "h3").text: p.find_element(By.CLASS_NAME, "verdict").text.split()
              for p in browser.find_elements(By.CSS_SELECTOR, ".edition-answer")}
    assert panels == {"ffg": ["VALUE", "8"], "mayfair": ["VALUE", "7"]}
    shot(browser, "ask-editions")
    browser.get(server.url + "/?q=Does+the+Silencer+block+the+Will%3F")
    assert browser.find_element(By.ID, "verdict").text == "DEPENDS"
    conditions = browser.find_element(By.CSS_SELECTOR, "ul.conditions").text
    assert "more than one colour" in conditions and "only one colour" in conditions
    shot(browser, "ask-depends")


def test_workbench_refused_scenario_names_the_field(server, browser):
    """An ally may commit at most 4 ships (Simply Cosmic, Stage 6); the page says which field."""
    from selenium.webdriver.common.by import By
    browser.get(server.url + "/workbench")
    allies = browser.find_element(By.ID, "offense_allies")
    allies.clear()
    allies.send_keys("lavender:5")
    submit(browser, browser.find_element(By.ID, "simulate-form"))
    if server.app.extensions["resolver.oracle"].used.get("simulate") != "real":
        pytest.skip("the engine (resolver.engine.api) is not built yet")
    error = browser.find_element(By.ID, "error").text
    assert "encounter.allies.offense.lavender" in error
    rule = browser.find_element(By.CSS_SELECTOR, "#error a.rule-link")
    assert rule.text == "mayfair.stage6.commit"
    shot(browser, "workbench-refused")
