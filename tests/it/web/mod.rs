//! The browser page (web/): built by `web/build` from the library compiled to WebAssembly, and
//! checked in a real headless Chromium against the command line (`page.rs`), and offline once
//! its host is gone (`offline.rs`); its lock file keeps the command line's versions (`lock.rs`).

mod browser;
mod lock;
mod offline;
mod page;
