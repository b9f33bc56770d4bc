use std::io::Write;

pub fn write_report(data: &str) -> std::io::Result<()> {
    let mut file = tempfile::NamedTempFile::new()?;
    file.write_all(data.as_bytes())
}

pub fn dir() -> std::path::PathBuf {
    std::env::temp_dir()
}
