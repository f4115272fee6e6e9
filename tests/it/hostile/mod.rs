//! Hostile and extreme input: named cases and the bounded fuzz pass over every parser.

mod fuzz;
mod inputs;
mod swarms;
mod third_pass;
