fun ping(host: String): Process {
    require(host.matches(Regex("^[a-z0-9.-]+$")))
    return ProcessBuilder("ping", "-c", "1", host).start()
}

fun uptime(): Process = Runtime.getRuntime().exec(arrayOf("uptime"))

fun list(dir: String): Process =
    Runtime.getRuntime().exec(arrayOf("ls", "--", dir))

fun listLogs(days: Int): Process =
    Runtime.getRuntime().exec(String.format("find /var/log -mtime +%d", days))
