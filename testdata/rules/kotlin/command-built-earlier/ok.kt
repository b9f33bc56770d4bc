fun ping(host: String) {
    val cmd = "uptime"
    Runtime.getRuntime().exec(cmd)
    ProcessBuilder("ping", "-c", "1", host).start()
}
