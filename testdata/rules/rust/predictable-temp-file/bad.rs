use std::env;
use std::fs;

pub fn write_report(data: &str) -> std::io::Result<()> {
    let path = env::temp_dir().join("report.txt"); // want "rust/predictable-temp-file"
    fs::write(path, data)
}

pub fn lock() -> std::path::PathBuf {
    std::env::temp_dir().join("app.lock") // want "rust/predictable-temp-file"
}

pub fn pid_file() -> std::path::PathBuf {
    let mut p = env::temp_dir();
    p.push("daemon.pid"); // want "rust/predictable-temp-file"
    p
}
