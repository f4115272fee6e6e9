//! What a reader sees: every example in README.md, the guide and CONTRIBUTING.md run, the generated
//! completions and man pages up to date and loading in their shells, citations a user can follow,
//! the CSV opened in a spreadsheet, and CONTRIBUTING.md's layout table true to the tree.

mod citations;
mod generated;
mod layout;
mod readme;
mod shells;
mod spreadsheet;
