use std::process::Command;

fn run(path: &str) {
    Command::new("convert").arg(path).status().unwrap();
}
