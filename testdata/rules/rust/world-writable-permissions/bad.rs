use std::fs;
use std::os::unix::fs::PermissionsExt;

fn share(path: &str) -> std::io::Result<()> {
    fs::set_permissions(path, fs::Permissions::from_mode(0o777)) // want "rust/world-writable-permissions"
}
