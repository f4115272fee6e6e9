//! Hostile and extreme input: named cases (a file per pass) and the bounded fuzz pass over every
//! parser.

mod fourth_pass;
mod fuzz;
mod inputs;
mod swarms;
mod third_pass;
