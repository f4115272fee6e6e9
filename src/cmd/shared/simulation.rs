//! `--simulate`: seeded plays counted beside the exact answer, with each outcome's deviation in
//! standard errors (floats, for display only: the exact values stay exact).

use super::context::Context;
use crate::error::{Result, UserError};
use crate::prob::Ratio;
use crate::report::Fact;
use crate::report::probability_json as prob_json;
use serde_json::json;
use std::io::Write;
use std::sync::atomic::{AtomicU64, Ordering};
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

/// The most dice one command's simulations may roll, all of them together (`--compare
/// '--simulate N'` simulates once per loadout): fights × dice, about what a few seconds roll.
/// Ten million single attacks (hit, wound, save, injury) roll about 25 million, in about 2 s;
/// ten million fights of two warriors against one rolled 216 million (22 to 83 s), and are
/// refused after a pilot of 2,000 fights.
pub const MAX_SIMULATED_DICE: u64 = 30_000_000;

/// The fights played before a simulation's dice are extrapolated to all of its fights.
const PILOT: u32 = 2_000;

/// One simulation's share of the command's dice budget ([`Context::simulated_dice`]). After a
/// pilot of [`PILOT`] fights it extrapolates the dice of all `runs` and refuses, in one line, a
/// simulation that would pass the budget; it checks what was really rolled as it goes. The dice
/// themselves are those of the seed whatever the budget: an accepted simulation is the same as
/// without it.
pub struct Budget<'a> {
    runs: u32,
    spent: &'a AtomicU64,
    spent_before: u64,
}

impl<'a> Budget<'a> {
    pub fn new(runs: u32, cx: &'a Context) -> Self {
        Budget {
            runs,
            spent: &cx.simulated_dice,
            spent_before: cx.simulated_dice.load(Ordering::Relaxed),
        }
    }

    /// After `done` fights, which rolled `rolled` dice in all.
    ///
    /// # Errors
    /// The simulation, foreseen from the fights so far, would pass the command's budget.
    pub fn check(&self, done: u32, rolled: u64) -> Result<()> {
        if done != PILOT.min(self.runs) && !done.is_multiple_of(1 << 16) {
            return Ok(());
        }
        let expected = u128::from(rolled) * u128::from(self.runs) / u128::from(done.max(1));
        let total = u128::from(self.spent_before) + expected.max(u128::from(rolled));
        self.spent
            .store(self.spent_before + rolled, Ordering::Relaxed);
        if total > u128::from(MAX_SIMULATED_DICE) {
            let per = rolled as f64 / f64::from(done.max(1));
            return Err(UserError::new(format!(
                "--simulate {}: about {total} dice ({per:.1} a fight{}), more than one command rolls in seconds (at most {MAX_SIMULATED_DICE})",
                self.runs,
                if self.spent_before > 0 {
                    ", after the other loadouts' simulations"
                } else {
                    ""
                }
            ))
            .hint(format!(
                "simulate fewer fights, e.g. --simulate {}",
                suggested(self.spent_before, per)
            )));
        }
        Ok(())
    }

    /// The simulation is over: its dice are spent.
    pub fn finish(&self, rolled: u64) {
        self.spent
            .store(self.spent_before + rolled, Ordering::Relaxed);
    }
}

/// A round number of fights that fits what is left of the budget.
fn suggested(spent: u64, per_fight: f64) -> u64 {
    let left = MAX_SIMULATED_DICE.saturating_sub(spent) as f64 / per_fight.max(1.0);
    let magnitude = 10f64.powi(left.max(1.0).log10().floor() as i32);
    ((left / magnitude).floor() * magnitude).max(1.0) as u64
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
