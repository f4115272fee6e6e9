//! `table` and `roll`: every row of every built-in table, table files and dice expressions
//! (property tests), the club's protection from injury.

mod cli;
mod props;
mod protection;
