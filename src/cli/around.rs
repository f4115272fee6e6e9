//! `odds`' flags for what is around the target, which a critical's follow-up meets: an
//! obstacle behind him (the club's Kebab!) and the model a ricochet hits.

use super::declared::clap_items;
use super::parse::*;

// Declared once, with the plain value `cmd/` answers, in `src/question/`.
crate::question::around_options!(clap_items!());

/// An obstacle's distance, in inches rounded up: the least knock-back that reaches it.
pub fn parse_obstacle(s: &str) -> Result<u32, String> {
    let bad = || "expected a distance from 0 to 100 inches, such as 2 or 2.5".to_string();
    let t = s.trim().trim_end_matches('"');
    if t.starts_with('-') {
        return Err(format!(
            "{}: a distance cannot be negative",
            crate::error::echo(s)
        ));
    }
    let jump = parse_jump(t).map_err(|e| {
        if e.contains("out of range") || e.contains("too large") {
            format!(
                "{} is out of range: an obstacle is 0 to 100 inches away",
                crate::error::echo(t)
            )
        } else {
            bad()
        }
    })?;
    Ok(jump.whole + u32::from(jump.above_whole))
}
