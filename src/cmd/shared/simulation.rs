//! `--simulate`: seeded plays counted beside the exact answer, with each outcome's deviation in
//! standard errors (floats, for display only: the exact values stay exact).

use crate::prob::Ratio;
use crate::report::Fact;
use crate::report::probability_json as prob_json;
use serde_json::json;
use std::io::Write;
use std::sync::mpsc;
use std::time::{Duration, Instant};

/// The facts of a simulation: `rows` are (outcome, exact probability, times it came up) over
/// `runs` plays of `what` (e.g. "fights"); `label` is what people read for an outcome (`None`:
/// not shown to them, as in the report's tables; the JSON keeps every row).
pub fn facts(
    rows: Vec<(String, Ratio, u64)>,
    runs: u32,
    seed: u64,
    what: &str,
    label: impl Fn(&str) -> Option<String>,
) -> Vec<(String, Fact)> {
    let n = f64::from(runs);
    let mut data = Vec::new();
    let mut lines = Vec::new();
    let mut worst: f64 = 0.0;
    // The labels line up in one column, however long the longest.
    let width = rows
        .iter()
        .filter_map(|(name, _, _)| label(name))
        .map(|l| l.chars().count())
        .fold(14, usize::max);
    for (name, p, count) in rows {
        let pf = p.to_f64();
        let freq = count as f64 / n;
        // Standard errors of the sample frequency; an outcome that cannot happen must not occur.
        let se = (pf * (1.0 - pf) / n).sqrt();
        let z = if se > 0.0 {
            (freq - pf) / se
        } else if count == 0 {
            0.0
        } else {
            f64::INFINITY
        };
        worst = worst.max(z.abs());
        data.push(json!({ "outcome": name, "count": count, "frequency": freq, "exact": prob_json(&p), "z": z }));
        if let Some(label) = label(&name) {
            lines.push(format!(
                "{label:<width$} sampled {:>7.3}%  exact {:>7.3}%  ({z:+.2} SE)",
                freq * 100.0,
                pf * 100.0
            ));
        }
    }
    lines.push(format!(
        "{runs} {what}, seed {seed}: largest deviation {worst:.2} standard errors"
    ));
    vec![
        (
            "simulation".into(),
            Fact::Data(json!({ "runs": runs, "seed": seed, "outcomes": data, "max_abs_z": worst })),
        ),
        ("simulated".into(), Fact::Lines(lines)),
    ]
}

/// Progress of a long simulation on standard error: only on a terminal (a pipe or a file gets
/// nothing), only once the run has taken more than a moment, redrawn a few times a second and
/// erased at the end, so the output itself is unchanged.
pub struct Progress {
    total: u32,
    /// When the run started; `None` when nobody watches.
    started: Option<Instant>,
    drawn: Option<Instant>,
}

/// How long a run goes before progress is shown, and how often it is redrawn.
const QUIET_FOR: Duration = Duration::from_millis(750);
const REDRAW: Duration = Duration::from_millis(200);

impl Progress {
    /// `feedback`: the host says a person watches standard error (`Context::feedback`);
    /// without it nothing reads the clock or writes.
    pub fn new(total: u32, feedback: bool) -> Self {
        Progress {
            total,
            started: feedback.then(Instant::now),
            drawn: None,
        }
    }

    /// After `done` fights; cheap enough to call for every one (it reads the clock every 4096).
    pub fn tick(&mut self, done: u32) {
        let Some(started) = self.started else {
            return;
        };
        if !done.is_multiple_of(4096) {
            return;
        }
        let now = Instant::now();
        if now.duration_since(started) < QUIET_FOR
            || self.drawn.is_some_and(|t| now.duration_since(t) < REDRAW)
        {
            return;
        }
        self.drawn = Some(now);
        let percent = u64::from(done) * 100 / u64::from(self.total.max(1));
        let mut err = std::io::stderr().lock();
        let _ = write!(
            err,
            "\rwarband: simulating {done} of {} fights ({percent}%)",
            self.total
        );
        let _ = err.flush();
    }
}

impl Drop for Progress {
    fn drop(&mut self) {
        if self.drawn.is_some() {
            // Erase the line: the terminal is left as it was.
            let _ = write!(std::io::stderr().lock(), "\r\x1b[2K");
        }
    }
}

/// A note on standard error while long exact work runs (a heavy duel takes seconds): on a
/// terminal only, after a moment, with the time so far; erased when the work is done (the guard
/// is dropped). Exact work has no natural "percent done", so it shows time, not a bar.
pub struct Busy {
    stop: Option<mpsc::Sender<()>>,
    thread: Option<std::thread::JoinHandle<()>>,
}

impl Busy {
    /// `feedback` as for [`Progress::new`]: without it, no thread and no clock.
    pub fn new(what: &'static str, feedback: bool) -> Self {
        if !feedback {
            return Busy {
                stop: None,
                thread: None,
            };
        }
        let (stop, stopped) = mpsc::channel::<()>();
        let thread = std::thread::spawn(move || {
            let started = Instant::now();
            let mut shown = false;
            let mut wait = QUIET_FOR;
            // Wakes when the work is done (the sender drops) or to redraw.
            while let Err(mpsc::RecvTimeoutError::Timeout) = stopped.recv_timeout(wait) {
                shown = true;
                wait = REDRAW;
                let mut err = std::io::stderr().lock();
                let _ = write!(
                    err,
                    "\rwarband: {what}, {:.1} s",
                    started.elapsed().as_secs_f64()
                );
                let _ = err.flush();
            }
            if shown {
                let _ = write!(std::io::stderr().lock(), "\r\x1b[2K");
            }
        });
        Busy {
            stop: Some(stop),
            thread: Some(thread),
        }
    }
}

impl Drop for Busy {
    fn drop(&mut self) {
        drop(self.stop.take());
        if let Some(thread) = self.thread.take() {
            let _ = thread.join();
        }
    }
}
