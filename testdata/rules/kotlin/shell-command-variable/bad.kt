fun run(script: String) {
    ProcessBuilder("sh", "-c", script).start() // want "kotlin/shell-command-variable"
    Runtime.getRuntime().exec(arrayOf("/bin/bash", "-c", script)) // want "kotlin/shell-command-variable"
}
