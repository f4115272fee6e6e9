//! A headless Chromium driven over the DevTools protocol through a pipe
//! (`--remote-debugging-pipe`: JSON messages ended by a NUL byte, read on the browser's file
//! descriptor 3 and written on 4), so no driver has to be installed and none can download a
//! browser of its own. One page (a tab) at a phone's size, with the network switched off and
//! every request the page makes recorded.

use serde_json::{Value, json};
use std::io::{BufRead, BufReader, Write};
use std::path::{Path, PathBuf};
use std::process::{Child, ChildStdin, Command, Stdio};
use std::sync::mpsc::{Receiver, RecvTimeoutError, channel};
use std::time::{Duration, Instant};

/// Debian's Chromium, where it is installed.
pub fn find() -> Option<PathBuf> {
    ["/usr/bin/chromium", "/usr/bin/chromium-browser"]
        .iter()
        .map(PathBuf::from)
        .find(|p| p.exists())
}

pub struct Browser {
    child: Child,
    to: ChildStdin,
    from: Receiver<Value>,
    next_id: u64,
    session: String,
    profile: PathBuf,
    /// Every request the page was about to send (`Network.requestWillBeSent`), as URLs.
    pub requests: Vec<String>,
    /// Errors the page's scripts threw or logged (`Runtime.exceptionThrown`, console errors).
    pub errors: Vec<String>,
}

/// How long one protocol call or one wait for the page may take before the test fails.
const PATIENCE: Duration = Duration::from_secs(60);

impl Browser {
    /// Starts Chromium headless with a fresh profile, opens one tab at `width`×`height` CSS
    /// pixels (a phone: touch, device scale 1) and switches its network off.
    pub fn start(chromium: &Path, width: u32, height: u32) -> Browser {
        let profile = std::env::temp_dir().join(format!(
            "warband-web-test-{}-{:?}",
            std::process::id(),
            std::thread::current().id()
        ));
        let _ = std::fs::remove_dir_all(&profile);
        std::fs::create_dir_all(&profile).unwrap();
        // The shell hands our pipes to Chromium as descriptors 3 (its input) and 4 (its output).
        let mut child = Command::new("sh")
            .arg("-c")
            .arg(r#"exec "$0" "$@" 3<&0 4>&1 </dev/null >/dev/null"#)
            .arg(chromium)
            .args([
                "--headless",
                "--no-sandbox",
                "--disable-gpu",
                "--no-first-run",
                "--disable-background-networking",
                "--disable-component-update",
                "--disable-sync",
                "--disable-extensions",
                "--remote-debugging-pipe",
                "about:blank",
            ])
            .arg(format!("--user-data-dir={}", profile.display()))
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .expect("start chromium");
        let to = child.stdin.take().unwrap();
        let out = child.stdout.take().unwrap();
        let (tx, from) = channel();
        std::thread::spawn(move || {
            let mut reader = BufReader::new(out);
            let mut message = Vec::new();
            while matches!(reader.read_until(0, &mut message), Ok(n) if n > 0) {
                message.pop_if(|b| *b == 0);
                if let Ok(v) = serde_json::from_slice::<Value>(&message)
                    && tx.send(v).is_err()
                {
                    break;
                }
                message.clear();
            }
        });
        let mut browser = Browser {
            child,
            to,
            from,
            next_id: 0,
            session: String::new(),
            profile,
            requests: Vec::new(),
            errors: Vec::new(),
        };
        let target = browser.call("Target.createTarget", json!({ "url": "about:blank" }));
        let target = target["targetId"].as_str().unwrap().to_string();
        let attached = browser.call(
            "Target.attachToTarget",
            json!({ "targetId": target, "flatten": true }),
        );
        browser.session = attached["sessionId"].as_str().unwrap().to_string();
        for method in ["Page.enable", "Network.enable", "Runtime.enable"] {
            browser.call(method, json!({}));
        }
        browser.call(
            "Network.emulateNetworkConditions",
            json!({ "offline": true, "latency": 0, "downloadThroughput": -1, "uploadThroughput": -1 }),
        );
        browser.call(
            "Emulation.setDeviceMetricsOverride",
            json!({ "width": width, "height": height, "deviceScaleFactor": 1, "mobile": true }),
        );
        browser.call(
            "Emulation.setTouchEmulationEnabled",
            json!({ "enabled": true }),
        );
        browser
    }

    /// Sends one command (to the tab once it is attached) and returns its result; events that
    /// arrive meanwhile are recorded.
    pub fn call(&mut self, method: &str, params: Value) -> Value {
        self.next_id += 1;
        let id = self.next_id;
        let mut message = json!({ "id": id, "method": method, "params": params });
        if !self.session.is_empty() {
            message["sessionId"] = json!(self.session);
        }
        let mut bytes = serde_json::to_vec(&message).unwrap();
        bytes.push(0);
        self.to.write_all(&bytes).unwrap();
        self.to.flush().unwrap();
        let deadline = Instant::now() + PATIENCE;
        loop {
            let left = deadline.saturating_duration_since(Instant::now());
            let message = match self.from.recv_timeout(left) {
                Ok(m) => m,
                Err(RecvTimeoutError::Timeout) => panic!("chromium: no answer to {method}"),
                Err(RecvTimeoutError::Disconnected) => panic!("chromium exited during {method}"),
            };
            if message["id"] == json!(id) {
                if let Some(error) = message.get("error") {
                    panic!("chromium: {method}: {error}");
                }
                return message["result"].clone();
            }
            self.record(&message);
        }
    }

    fn record(&mut self, event: &Value) {
        let params = &event["params"];
        match event["method"].as_str() {
            Some("Network.requestWillBeSent") => {
                self.requests
                    .push(params["request"]["url"].as_str().unwrap_or("?").to_string());
            }
            Some("Runtime.exceptionThrown") => {
                self.errors.push(params["exceptionDetails"].to_string());
            }
            Some("Runtime.consoleAPICalled") if params["type"] == "error" => {
                self.errors.push(params["args"].to_string());
            }
            _ => {}
        }
    }

    /// The value of a JavaScript expression in the page (awaited when it is a promise).
    pub fn eval(&mut self, expression: &str) -> Value {
        let result = self.call(
            "Runtime.evaluate",
            json!({ "expression": expression, "returnByValue": true, "awaitPromise": true }),
        );
        if let Some(e) = result.get("exceptionDetails") {
            panic!("page: {expression}: {e}");
        }
        result["result"]["value"].clone()
    }

    /// Opens `url` as a new document and waits until `ready` (an expression) is true.
    pub fn open(&mut self, url: &str, ready: &str) {
        // From about:blank, so that a link differing from the last only after '#' still loads
        // the page afresh, as opening a shared link does.
        self.call("Page.navigate", json!({ "url": "about:blank" }));
        self.wait_for("location.href === 'about:blank'");
        self.call("Page.navigate", json!({ "url": url }));
        self.wait_for(ready);
    }

    /// Polls `condition` (a value or a promise) until it is true; an error, as while the page
    /// is still loading, counts as not yet.
    pub fn wait_for(&mut self, condition: &str) {
        let deadline = Instant::now() + PATIENCE;
        let poll = format!(
            "(async () => {{ try {{ return !!(await ({condition})); }} catch (e) {{ return false; }} }})()"
        );
        while self.eval(&poll) != json!(true) {
            assert!(
                Instant::now() < deadline,
                "the page never got to: {condition}"
            );
            std::thread::sleep(Duration::from_millis(20));
        }
    }

    /// A PNG of what the screen shows.
    pub fn screenshot(&mut self) -> Vec<u8> {
        let shot = self.call("Page.captureScreenshot", json!({ "format": "png" }));
        decode_base64(shot["data"].as_str().unwrap())
    }
}

impl Drop for Browser {
    fn drop(&mut self) {
        // Closed as a person would close it, so that its helper processes end with it; killed
        // if it has not gone within a few seconds. The id is the next one: Chromium takes only
        // an id that fits its integers, and refused `u64::MAX` ("Message must have integer 'id'
        // property"), so every browser test waited out the five seconds and killed it.
        let close = json!({ "id": self.next_id + 1, "method": "Browser.close" });
        let _ = self.to.write_all(format!("{close}\0").as_bytes());
        let _ = self.to.flush();
        for _ in 0..50 {
            if matches!(self.child.try_wait(), Ok(Some(_))) {
                break;
            }
            std::thread::sleep(Duration::from_millis(100));
        }
        let _ = self.child.kill();
        let _ = self.child.wait();
        let _ = std::fs::remove_dir_all(&self.profile);
    }
}

fn decode_base64(text: &str) -> Vec<u8> {
    const ALPHABET: &[u8] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
    let mut out = Vec::with_capacity(text.len() * 3 / 4);
    let (mut acc, mut bits) = (0u32, 0);
    for c in text.bytes().filter(|&c| c != b'=') {
        let v = ALPHABET.iter().position(|&a| a == c).unwrap() as u32;
        acc = (acc << 6) | v;
        bits += 6;
        if bits >= 8 {
            bits -= 8;
            out.push((acc >> bits) as u8);
        }
    }
    out
}
