use std::process::Command;

fn thumbnail(path: &str) -> std::io::Result<std::process::Output> {
    Command::new("sh").arg("-c").arg(format!("convert {} -resize 64x64 out.png", path)).output() // want "rust/shell-command-injection"
}

fn archive(dir: &str) -> std::io::Result<std::process::ExitStatus> {
    let script = format!("tar czf backup.tgz {}", dir);
    std::process::Command::new("/bin/bash")
        .arg("-c")
        .arg(&script) // want "rust/shell-command-injection"
        .status()
}

fn list(dir: &str) {
    let _ = Command::new("sh").args(["-c", &format!("ls {dir}")]).output(); // want "rust/shell-command-injection"
}
