//! The hosted page (web/dist/, as a static host serves it): it is installable (its manifest and
//! icons, Chromium's own installability check), registers its service worker (web/dist/sw.js)
//! and keeps working once the host is gone, as at a table without reception. The host is a
//! small HTTP server on this machine's loopback address (browsers trust http there as they
//! trust https), stopped before the page is opened again.

use super::page::{card_of_cli, open_browser};
use std::io::{BufRead, BufReader, Write};
use std::net::{TcpListener, TcpStream};
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};
use std::thread::JoinHandle;

/// Serves the files of web/dist/ until dropped; records each path asked for.
struct Host {
    port: u16,
    stop: Arc<AtomicBool>,
    asked: Arc<Mutex<Vec<String>>>,
    thread: Option<JoinHandle<()>>,
}

impl Host {
    fn serve(dist: &Path) -> Host {
        let listener = TcpListener::bind("127.0.0.1:0").unwrap();
        let port = listener.local_addr().unwrap().port();
        let stop = Arc::new(AtomicBool::new(false));
        let asked = Arc::new(Mutex::new(Vec::new()));
        let (dist, stopping, log) = (dist.to_path_buf(), stop.clone(), asked.clone());
        let thread = std::thread::spawn(move || {
            for stream in listener.incoming() {
                if stopping.load(Ordering::SeqCst) {
                    break;
                }
                // Each connection on its own thread: a browser opens sockets ahead of its
                // requests, and one that sends nothing must not hold up the next.
                if let Ok(stream) = stream {
                    let (dist, log) = (dist.clone(), log.clone());
                    std::thread::spawn(move || answer(stream, &dist, &log));
                }
            }
        });
        Host {
            port,
            stop,
            asked,
            thread: Some(thread),
        }
    }
}

fn answer(stream: TcpStream, dist: &Path, log: &Mutex<Vec<String>>) {
    let mut reader = BufReader::new(&stream);
    let mut request = String::new();
    if reader.read_line(&mut request).is_err() {
        return;
    }
    // The headers, up to the blank line; nothing in them matters here.
    let mut header = String::new();
    while reader.read_line(&mut header).is_ok_and(|n| n > 2) {
        header.clear();
    }
    let path = request.split(' ').nth(1).unwrap_or("/").to_string();
    log.lock().unwrap().push(path.clone());
    let name = match path.split(['?', '#']).next().unwrap() {
        "/" => "index.html",
        other => other.trim_start_matches('/'),
    };
    let kind = match name.rsplit('.').next() {
        Some("html") => "text/html; charset=utf-8",
        Some("js") => "text/javascript",
        Some("wasm") => "application/wasm",
        Some("webmanifest") => "application/manifest+json",
        Some("png") => "image/png",
        _ => "application/octet-stream",
    };
    // Only the files themselves, by name: nothing outside web/dist/.
    let file: Option<(PathBuf, &str)> = (!name.contains('/') && !name.starts_with('.'))
        .then(|| dist.join(name))
        .filter(|f| f.is_file())
        .map(|f| (f, kind));
    let mut stream = &stream;
    let _ = match file {
        Some((file, kind)) => {
            let body = std::fs::read(file).unwrap();
            let head = format!(
                "HTTP/1.1 200 OK\r\nContent-Type: {kind}\r\nContent-Length: {}\r\n\
                 Cache-Control: no-cache\r\nConnection: close\r\n\r\n",
                body.len()
            );
            stream
                .write_all(head.as_bytes())
                .and_then(|()| stream.write_all(&body))
        }
        None => stream
            .write_all(b"HTTP/1.1 404 Not Found\r\nContent-Length: 0\r\nConnection: close\r\n\r\n"),
    };
}

impl Drop for Host {
    fn drop(&mut self) {
        self.stop.store(true, Ordering::SeqCst);
        // Wakes the server's accept so that it sees the stop.
        let _ = TcpStream::connect(("127.0.0.1", self.port));
        if let Some(thread) = self.thread.take() {
            let _ = thread.join();
        }
    }
}

/// Opens the page `host` serves, with the network on, once its service worker is active; its
/// address.
fn open_hosted(browser: &mut super::browser::Browser, host: &Host) -> String {
    let base = format!("http://127.0.0.1:{}/", host.port);
    browser.call(
        "Network.emulateNetworkConditions",
        serde_json::json!({ "offline": false, "latency": 0, "downloadThroughput": -1, "uploadThroughput": -1 }),
    );
    browser.open(
        &format!("{base}#hit%20--ws%204%20--vs%203"),
        "document.body.dataset.answered === 'yes'",
    );
    browser.wait_for(
        "navigator.serviceWorker.getRegistration().then((r) => r && r.active && r.active.state === 'activated')",
    );
    base
}

/// What the hosted page is made of: the page, its module, its manifest and icons, its worker.
const HOSTED: [&str; 7] = [
    "/index.html",
    "/warband.wasm",
    "/manifest.webmanifest",
    "/icon-192.png",
    "/icon-512.png",
    "/icon-maskable-512.png",
    "/sw.js",
];

#[test]
fn served_from_a_host_the_page_installs_and_keeps_working_when_the_host_is_gone() {
    let Some((mut browser, page)) = open_browser() else {
        return;
    };
    let host = Host::serve(page.parent().unwrap());
    let base = open_hosted(&mut browser, &host);
    // Installable: Chromium finds nothing missing (a headless browser may add that it is
    // not in a normal window).
    let errors = browser.call("Page.getInstallabilityErrors", serde_json::json!({}));
    let errors: Vec<String> = errors["installabilityErrors"]
        .as_array()
        .unwrap()
        .iter()
        .map(|e| e["errorId"].as_str().unwrap().to_string())
        .filter(|id| id != "in-incognito" && id != "not-from-secure-origin-or-localhost-or-file")
        .collect();
    assert!(errors.is_empty(), "not installable: {errors:?}");
    let manifest = browser.call("Page.getAppManifest", serde_json::json!({}));
    assert!(
        manifest["errors"].as_array().is_none_or(Vec::is_empty),
        "the manifest: {manifest}"
    );
    let asked = host.asked.lock().unwrap().clone();
    drop(host);
    let own = |p: &String| {
        p == "/"
            || HOSTED
                .iter()
                .any(|f| p.split(['?', '#']).next() == Some(*f))
    };
    assert!(
        asked.iter().all(own),
        "the page asked its host for more than its own files: {asked:?}"
    );
    // The host is gone: the link still opens, and answers.
    let line = "wound --s 4 --t 3";
    browser.open(
        &format!("{base}#wound%20--s%204%20--t%203"),
        "document.body.dataset.answered === 'yes'",
    );
    let headline = browser.eval("document.getElementById('headline').textContent");
    assert_eq!(
        headline,
        card_of_cli(line).lines().next().unwrap(),
        "{line}"
    );
}

/// A new page on the host replaces the one a phone keeps within one reload: the service worker
/// that comes with it takes over at once, and the page reloads itself into the new one.
#[test]
fn a_new_page_on_the_host_is_shown_after_one_reload() {
    let Some((mut browser, page)) = open_browser() else {
        return;
    };
    // A copy of the hosted page, to publish a "new release" of.
    let dist = std::env::temp_dir().join(format!("warband-web-update-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dist);
    std::fs::create_dir_all(&dist).unwrap();
    for entry in std::fs::read_dir(page.parent().unwrap()).unwrap() {
        let path = entry.unwrap().path();
        if path.is_file() {
            std::fs::copy(&path, dist.join(path.file_name().unwrap())).unwrap();
        }
    }
    let host = Host::serve(&dist);
    open_hosted(&mut browser, &host);
    // The next release: another page (its title says so), another worker (its cache's name).
    let index = dist.join("index.html");
    let text = std::fs::read_to_string(&index).unwrap();
    std::fs::write(
        &index,
        text.replacen("<title>warband", "<title>warband next", 1),
    )
    .unwrap();
    let sw = dist.join("sw.js");
    let text = std::fs::read_to_string(&sw).unwrap();
    std::fs::write(
        &sw,
        text.replacen(
            "const CACHE = \"warband-",
            "const CACHE = \"warband-next-",
            1,
        ),
    )
    .unwrap();
    for compressed in ["index.html.br", "index.html.gz"] {
        let _ = std::fs::remove_file(dist.join(compressed));
    }
    // One reload by the player; the page reloads itself once more when the new worker is in.
    browser.call("Page.reload", serde_json::json!({}));
    browser.wait_for("document.title.startsWith('warband next')");
    browser.wait_for("document.body.dataset.answered === 'yes'");
    drop(host);
    let _ = std::fs::remove_dir_all(&dist);
}

/// The hosted page's first screen (its default question, `hit`'s first example) is drawn from
/// the answers its own module gave when the page was built (web/build, web/prerender.mjs),
/// marked so, while the module is still on its way; once the engine has started it answers the
/// question again and its answer replaces the build's. Every answer the page carries from the
/// build is the engine's, byte for byte.
#[test]
fn the_first_screen_is_the_builds_until_the_engine_answers_it_again() {
    let Some((mut browser, page)) = open_browser() else {
        return;
    };
    let host = Host::serve(page.parent().unwrap());
    let built = carries_built_answers(&page);
    browser.call(
        "Network.emulateNetworkConditions",
        serde_json::json!({ "offline": false, "latency": 0, "downloadThroughput": -1, "uploadThroughput": -1 }),
    );
    browser.open(
        &format!("http://127.0.0.1:{}/", host.port),
        "document.body.dataset.answered === 'yes'",
    );
    if !built {
        eprintln!("note: web/build had no node: the hosted page carries no answers from its build");
        return;
    }
    // Nothing on the first screen waited for the engine: the questions, the ruleset menu, the
    // form and the answer all came with the page.
    let first = browser.eval("document.body.dataset.firstAnsweredBy");
    assert_eq!(first, "build", "the first screen waited for the engine");
    browser.wait_for("document.body.dataset.answeredBy === 'engine'");
    let line = "hit --ws 4 --vs 3";
    let shown = browser.eval(
        "({ line: document.getElementById('cmd').value, \
            headline: document.getElementById('headline').textContent, \
            form: document.querySelectorAll('#form [data-id]').length, \
            asks: document.querySelectorAll('#asks button').length })",
    );
    assert_eq!(shown["line"], line, "{shown}");
    assert_eq!(
        shown["headline"],
        card_of_cli(line).lines().next().unwrap(),
        "{shown}"
    );
    assert!(
        shown["form"].as_u64().unwrap() > 2 && shown["asks"].as_u64().unwrap() > 10,
        "{shown}"
    );
    // The engine, asked each of the build's questions now, gives the same text.
    let differing = browser.eval(
        "(async () => { const out = []; \
           for (const [key, text] of Object.entries(BUILT)) { \
             const space = key.indexOf(' '); \
             const now = await call(key.slice(0, space), key.slice(space + 1), [0, 0]); \
             if (now !== text) out.push(key); } \
           return out; })()",
    );
    assert_eq!(
        differing,
        serde_json::json!([]),
        "answers the engine no longer gives"
    );
    drop(host);
}

/// Whether the hosted page carries answers from its build (web/build found node).
fn carries_built_answers(page: &Path) -> bool {
    let index = std::fs::read_to_string(page.with_file_name("index.html")).unwrap();
    let (_, after) = index
        .split_once("<script type=\"application/json\" id=\"built\">")
        .unwrap();
    !after.split_once("</script>").unwrap().0.trim().is_empty()
}
