fn plugin_dir() -> std::path::PathBuf {
    std::path::PathBuf::from("/usr/lib/app/plugins")
}
