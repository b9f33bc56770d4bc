fun ping(host: String) {
    val cmd = "ping -c 1 $host"
    Runtime.getRuntime().exec(cmd) // want "kotlin/command-built-earlier"
}
