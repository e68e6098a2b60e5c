//! gametree binary.
fn main() {}
