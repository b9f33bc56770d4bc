use std::fs;
use std::os::unix::fs::PermissionsExt;

fn share(path: &str) -> std::io::Result<()> {
    fs::set_permissions(path, fs::Permissions::from_mode(0o644))
}

fn keep(path: &str) -> std::io::Result<()> {
    let mut perms = fs::metadata(path)?.permissions();
    perms.set_mode(0o100_644);
    fs::set_permissions(path, perms)?;
    // Rust reads 0777 as decimal 777 (0o1411): no write for others
    fs::set_permissions(path, fs::Permissions::from_mode(0777))
}
