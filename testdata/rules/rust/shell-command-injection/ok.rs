use std::process::Command;

fn thumbnail(path: &str) -> std::io::Result<std::process::Output> {
    Command::new("convert").arg(path).arg("-resize").arg("64x64").arg("out.png").output()
}

fn uptime() -> std::io::Result<std::process::Output> {
    Command::new("sh").arg("-c").arg("uptime | cut -d, -f1").output()
}

fn archive(dir: &str) -> std::io::Result<std::process::ExitStatus> {
    // The value is a positional parameter, not part of the script.
    Command::new("sh").args(["-c", "tar czf backup.tgz \"$1\"", "sh", dir]).status()
}

fn grep(pattern: &str) {
    let _ = Command::new("grep").arg("-c").arg(pattern).output();
}
