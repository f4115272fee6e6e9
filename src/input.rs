//! Reading input (rules files, table files, standard input): every read is capped at
//! [`MAX_INPUT_BYTES`], so `--rules-file /dev/zero` or `yes | warband … -n -` is refused in one
//! line instead of growing until the machine runs out of memory.

use std::io::Read;
use std::path::Path;

/// The most warband reads from one file or from standard input: 4 MiB. The largest real input
/// (a ruleset's full JSON, a table file of a few thousand rows) is well under 1 MiB.
pub const MAX_INPUT_BYTES: u64 = 4 * 1024 * 1024;

/// The reason a read stopped: what the caller puts after "cannot read …: ".
fn too_large() -> std::io::Error {
    std::io::Error::new(
        std::io::ErrorKind::FileTooLarge,
        format!(
            "it is larger than {} MiB, the most warband reads from one input",
            MAX_INPUT_BYTES / (1024 * 1024)
        ),
    )
}

/// Reads at most [`MAX_INPUT_BYTES`] from `reader`; more is an error (of kind `FileTooLarge`),
/// found after reading one byte past the cap, never after reading everything.
pub fn read_capped(reader: impl Read) -> std::io::Result<Vec<u8>> {
    let mut bytes = Vec::new();
    reader.take(MAX_INPUT_BYTES + 1).read_to_end(&mut bytes)?;
    if bytes.len() as u64 > MAX_INPUT_BYTES {
        return Err(too_large());
    }
    Ok(bytes)
}

/// A file's bytes, capped. Opens anything the user can name: a regular file, a FIFO, a device.
#[cfg(not(target_family = "wasm"))]
pub fn read_file(path: &Path) -> std::io::Result<Vec<u8>> {
    read_capped(std::fs::File::open(path)?)
}

/// Standard input's bytes, capped.
#[cfg(not(target_family = "wasm"))]
pub fn read_stdin() -> std::io::Result<Vec<u8>> {
    read_capped(std::io::stdin().lock())
}

#[cfg(target_family = "wasm")]
thread_local! {
    /// The files the player gave the browser page, by name (`kept`): the page has no file
    /// system, so these are the only files a command there can name.
    static KEPT: std::cell::RefCell<std::collections::BTreeMap<String, Vec<u8>>> =
        const { std::cell::RefCell::new(std::collections::BTreeMap::new()) };
}

/// In the browser (wasm32): keeps `bytes` as the file `name` for the commands that follow
/// (a table file, a roster, a rules file the player picked); empty `bytes` forget it.
#[cfg(target_family = "wasm")]
pub fn keep(name: &str, bytes: Vec<u8>) {
    KEPT.with(|kept| {
        let mut kept = kept.borrow_mut();
        if bytes.is_empty() {
            kept.remove(name);
        } else {
            kept.insert(name.to_string(), bytes);
        }
    });
}

/// In the browser (wasm32) a file is one the player gave the page, named as given or by its
/// last component (`examples/orcs.toml` is the kept `orcs.toml`), capped as any read is.
/// std's "operation not supported on this platform" would be the reason for any other, which
/// reads like a bug; this says what to do.
#[cfg(target_family = "wasm")]
pub fn read_file(path: &Path) -> std::io::Result<Vec<u8>> {
    let named = path.to_string_lossy();
    let last = path
        .file_name()
        .map(|n| n.to_string_lossy())
        .unwrap_or_default();
    let found = KEPT.with(|kept| {
        let kept = kept.borrow();
        kept.get(named.as_ref())
            .or_else(|| kept.get(last.as_ref()))
            .cloned()
    });
    match found {
        Some(bytes) => read_capped(&bytes[..]),
        None => Err(std::io::Error::new(
            std::io::ErrorKind::NotFound,
            "the browser page has no such file: add it with its Files button",
        )),
    }
}

/// In the browser there is no standard input (std's would read as empty): a pipeline stage
/// (`-n -`) is refused in one line instead of being told its input is empty.
#[cfg(target_family = "wasm")]
pub fn read_stdin() -> std::io::Result<Vec<u8>> {
    Err(std::io::Error::new(
        std::io::ErrorKind::Unsupported,
        "the browser page has none; give -n N",
    ))
}

/// UTF-8 text without a leading byte-order mark (Windows editors and PowerShell's `>` write
/// one; it is not part of the JSON or the number). `None` when the bytes are not UTF-8.
pub fn text(bytes: Vec<u8>) -> Option<String> {
    let mut text = String::from_utf8(bytes).ok()?;
    if text.starts_with('\u{feff}') {
        text.drain(..'\u{feff}'.len_utf8());
    }
    Some(text)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_cap_is_exact_and_reads_no_further() {
        // Exactly 4 MiB is read; one byte more is refused. An endless reader (like /dev/zero)
        // is refused after 4 MiB + 1 bytes instead of being read to the end.
        let cap = MAX_INPUT_BYTES as usize;
        assert_eq!(read_capped(&vec![b'1'; cap][..]).unwrap().len(), cap);
        let err = read_capped(&vec![b'1'; cap + 1][..]).unwrap_err();
        assert_eq!(err.kind(), std::io::ErrorKind::FileTooLarge);
        assert!(err.to_string().contains("larger than 4 MiB"));
        let err = read_capped(std::io::repeat(0)).unwrap_err();
        assert_eq!(err.kind(), std::io::ErrorKind::FileTooLarge);
    }

    #[test]
    fn a_byte_order_mark_is_dropped_and_only_at_the_start() {
        assert_eq!(text(b"\xef\xbb\xbf{}".to_vec()).as_deref(), Some("{}"));
        assert_eq!(text(b"3".to_vec()).as_deref(), Some("3"));
        assert_eq!(
            text(b"3\xef\xbb\xbf".to_vec()).as_deref(),
            Some("3\u{feff}")
        );
        assert_eq!(text(b"caf\xe9".to_vec()), None);
    }
}
