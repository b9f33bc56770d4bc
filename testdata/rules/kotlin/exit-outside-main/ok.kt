fun loadConfig(path: String): Config {
    val file = File(path)
    require(file.exists()) { "no config at $path" }
    return parse(file)
}

fun main(args: Array<String>) {
    if (args.isEmpty()) exitProcess(64)
    loadConfig(args[0])
}
