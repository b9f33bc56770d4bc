fun loadConfig(path: String): Config {
    val file = File(path)
    if (!file.exists()) {
        exitProcess(1) // want "kotlin/exit-outside-main"
    }
    if (!file.canRead()) System.exit(2) // want "kotlin/exit-outside-main"
    return parse(file)
}
