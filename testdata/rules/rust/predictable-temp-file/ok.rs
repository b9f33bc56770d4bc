use std::io::Write;

pub fn write_report(data: &str) -> std::io::Result<()> {
    let mut file = tempfile::NamedTempFile::new()?;
    file.write_all(data.as_bytes())
}

pub fn dir() -> std::path::PathBuf {
    std::env::temp_dir()
}

pub fn config(home: std::path::PathBuf) -> std::path::PathBuf {
    let mut p = home;
    p.push("config.toml");
    let base = std::path::Path::new("/etc");
    base.join("app.conf")
}
