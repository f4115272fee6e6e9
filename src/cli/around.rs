//! `odds`' flags for what is around the target, which a critical's follow-up meets: an
//! obstacle behind him (the club's Kebab!) and the model a ricochet hits.

use super::parse::*;
use clap::Args;

#[derive(Debug, Clone, Args)]
#[group(skip)]
pub struct AroundArgs {
    /// Kebab! (mordheim-club, long weapons): an obstacle this many inches behind the target; the D6" knock-back that reaches it deals him one Strength 3 hit (part of an inch counts as a whole one)
    #[arg(long, value_name = "INCHES", value_parser = parse_obstacle, allow_negative_numbers = true, help_heading = "Around the target")]
    pub obstacle: Option<u32>,

    /// Ricochet (mordheim-club, missiles): the Toughness of the model within 4" it hits (default: the target's)
    #[arg(long, value_name = "T", value_parser = parse_characteristic, allow_negative_numbers = true, help_heading = "Around the target")]
    pub ricochet_t: Option<u8>,

    /// Ricochet: that model's armour, without shield or mount: none, light, heavy, gromril, or a save such as 5+ (default: the target's)
    #[arg(long, value_name = "ARMOUR", value_parser = armour_parser(), hide_possible_values = true, help_heading = "Around the target")]
    pub ricochet_armour: Option<String>,
}

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
