//! The club's critical follow-ups (Disarm, Ricochet, Kebab!) in `odds`, with
//! several attackers, and in `duel`.

mod cli;
mod duel;
mod gang;
mod odds;
mod team;
