use std::fs;
use std::os::unix::fs::PermissionsExt;

fn share(path: &str) -> std::io::Result<()> {
    fs::set_permissions(path, fs::Permissions::from_mode(0o777)) // want "rust/world-writable-permissions"
}

fn share_all(path: &str) -> std::io::Result<()> {
    let mut perms = fs::metadata(path)?.permissions();
    perms.set_mode(0o100_666); // want "rust/world-writable-permissions"
    fs::set_permissions(path, perms)?;
    fs::set_permissions(path, fs::Permissions::from_mode(511)) // want "rust/world-writable-permissions"
}
