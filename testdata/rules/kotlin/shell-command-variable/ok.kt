fun run(ref: String) {
    ProcessBuilder("git", "log", ref).start()
    ProcessBuilder("sh", "-c", "ls -la /tmp").start()
}
