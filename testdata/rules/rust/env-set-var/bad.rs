use std::env;

fn configure(level: &str) {
    env::set_var("RUST_LOG", level); // want "rust/env-set-var"
}
