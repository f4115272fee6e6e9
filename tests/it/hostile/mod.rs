//! Hostile and extreme input: named cases and the bounded fuzz pass over every parser.

mod fuzz;
mod inputs;
mod third_pass;
