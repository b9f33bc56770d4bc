use std::process::Command;

fn main() {
    std::env::set_var("RUST_LOG", "info");
}

fn run(level: &str) {
    Command::new("worker").env("RUST_LOG", level).status().unwrap();
}
