use std::env;

fn plugin_dir() -> std::path::PathBuf {
    let exe = env::current_exe().unwrap(); // want "rust/current-exe-trusted"
    exe.parent().unwrap().join("plugins")
}
