//! What a reader sees: every example in README.md, the guide and CONTRIBUTING.md run, the generated
//! completions and man pages up to date and loading in their shells, citations a user can follow,
//! the CSV opened in a spreadsheet.

mod citations;
mod generated;
mod readme;
mod shells;
mod spreadsheet;
